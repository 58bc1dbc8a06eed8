import { call } from '@club/shared';
import { sendMessage, type SendMessageInput, type SentMessage } from '@club/shared/contracts/endpoints/messages';

export async function sendCourseMessage(input: SendMessageInput): Promise<SentMessage> {
  return call(sendMessage, { body: input });
}

import { call } from '@club/shared';
import { sendMessage, type SendMessageInput, type SentMessage } from '@club/shared/contracts/endpoints/messages';

export type { SendMessageInput, SentMessage };

/** POST .../messages: the server resolves the people and queues one mail each. */
export const sendClubMessage = (input: SendMessageInput): Promise<SentMessage> => call(sendMessage, { body: input });

import { call } from '@club/shared';
import {
  listMessages,
  sendMessage,
  type SendMessageInput,
  type SentMessage,
} from '@club/shared/contracts/endpoints/messages';

export type { SendMessageInput, SentMessage };

export const sentMessagesKey = (orgId: string) => `messages-sent:${orgId}`;

/** POST .../messages: the server resolves the people and queues one mail each. */
export const sendClubMessage = (input: SendMessageInput): Promise<SentMessage> => call(sendMessage, { body: input });

/** GET .../messages: an administrator sees the club's, a coach their own, with delivery state. */
export const fetchSentMessages = (): Promise<SentMessage[]> => call(listMessages, {});

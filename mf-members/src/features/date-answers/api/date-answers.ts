import { call } from '@club/shared';
import { answerDate, type DateAnswer } from '@club/shared/contracts/endpoints/messages';

export type { DateAnswer };

export const saveDateAnswer = (userId: string, dateId: string, participantId: string, attending: boolean) =>
  call(answerDate, { params: { userId, dateId }, body: { participantId, attending } });

import { call } from '@club/shared';
import { answerDate, listMyDateAnswers, type DateAnswer } from '@club/shared/contracts/endpoints/messages';

export type { DateAnswer };
export const dateAnswersKey = (userId: string) => `messages/date-answers/${userId}`;

export const fetchDateAnswers = (userId: string) => call(listMyDateAnswers, { params: { userId } });

export const saveDateAnswer = (userId: string, dateId: string, participantId: string, attending: boolean) =>
  call(answerDate, { params: { userId, dateId }, body: { participantId, attending } });

import * as v from 'valibot';
import { emailRule, nameRule, ruleMessages } from './fields';
import { multiLineText } from './control-characters';

// One-off events (issue 35 item 3): the EVENT block's questions and a sign-up's answers. The
// sign-up form and the API run the same checks (answerProblems), so a form never sends what the
// server refuses and the server never trusts the form.

export const eventQuestionKinds = ['text', 'choice', 'yesNo'] as const;
export type EventQuestionKind = (typeof eventQuestionKinds)[number];
/** An EVENT block asks at most this many questions; further question elements are ignored. */
export const maxEventQuestions = 5;
/** Guests one person may bring, when the event allows guests. */
export const maxEventGuests = 10;
/** The longest answer to a text question. */
const maxAnswerLength = 500;

export interface EventQuestion {
  /** The question element's id: answers name it. */
  id: string;
  question: string;
  kind: EventQuestionKind;
  /** A choice question's options (one per line in the editor). */
  options: string[];
  required: boolean;
}

/** The stored 'yes' and 'no' of a yes/no question. */
const yesNoAnswers = ['yes', 'no'] as const;

/** A question element's values (by field name) as a question; unknown kinds read as text. */
export function eventQuestionOf(id: string, values: Record<string, string | undefined>): EventQuestion {
  const kind = (eventQuestionKinds as readonly string[]).includes(values.kind ?? '')
    ? (values.kind as EventQuestionKind)
    : 'text';
  return {
    id,
    question: values.question ?? '',
    kind,
    options: (values.options ?? '')
      .split(/[\n;]/)
      .map((option) => option.trim())
      .filter(Boolean),
    required: values.required === 'true',
  };
}

export type AnswerProblem = { questionId: string; problem: 'required' | 'notAnOption' | 'tooLong' };

/** What is wrong with the answers to these questions (empty: all fine). Unknown ids are ignored. */
export function answerProblems(questions: EventQuestion[], answers: Record<string, string>): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  for (const question of questions) {
    const answer = (answers[question.id] ?? '').trim();
    if (!answer) {
      if (question.required) problems.push({ questionId: question.id, problem: 'required' });
      continue;
    }
    if (question.kind === 'choice' && !question.options.includes(answer))
      problems.push({ questionId: question.id, problem: 'notAnOption' });
    else if (question.kind === 'yesNo' && !(yesNoAnswers as readonly string[]).includes(answer))
      problems.push({ questionId: question.id, problem: 'notAnOption' });
    else if (answer.length > maxAnswerLength) problems.push({ questionId: question.id, problem: 'tooLong' });
  }
  return problems;
}

/** A sign-up: visitors give name and e-mail; a signed-in member's come from their profile. */
export const eventSignUpBody = v.strictObject({
  name: v.optional(nameRule),
  email: v.optional(emailRule),
  guests: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(maxEventGuests)), 0),
  answers: v.optional(
    v.record(v.string(), v.pipe(v.string(), multiLineText, v.maxLength(maxAnswerLength, ruleMessages.tooLong))),
    {},
  ),
  language: v.optional(v.picklist(['de', 'en']), 'de'),
});
export type EventSignUpInput = v.InferInput<typeof eventSignUpBody>;

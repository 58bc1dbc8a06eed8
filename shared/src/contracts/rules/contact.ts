import * as v from 'valibot';
import { multiLineText } from './control-characters';
import { emailRule, nameRule, ruleMessages } from './fields';

/**
 * Contact form rules (members-and-transactions.md §5). Messages are i18n keys of the shared
 * 'common' namespace; their English text is the spec's.
 */
export const contactMessages = {
  mandatory: ruleMessages.mandatory,
  textInvalid: ruleMessages.textInvalid,
  invalidEmail: ruleMessages.invalidEmail,
} as const;

// The contact form's name and e-mail are the spec's general rules (fields.ts).
const contactNameSchema = nameRule;
export const contactEmailSchema = emailRule;

const contactMessageSchema = v.pipe(v.string(), multiLineText, v.trim(), v.nonEmpty(contactMessages.mandatory));

export const contactFormSchema = v.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  message: contactMessageSchema,
});
export type ContactForm = v.InferOutput<typeof contactFormSchema>;

/**
 * The email request of members-and-transactions.md §3, as the API receives it: the form's rules
 * plus the request's own limits; an unknown key is refused.
 */
export const contactEmailRequestSchema = v.strictObject({
  /** Ignored: the message always goes to the organization's own address. */
  to: v.optional(v.pipe(v.string(), v.maxLength(320))),
  messageProperties: v.strictObject({
    /** Path of the page the form was sent from. */
    page: v.pipe(v.string(), v.maxLength(500)),
    name: v.pipe(v.string(), v.maxLength(200), contactNameSchema),
    email: v.pipe(v.string(), v.maxLength(320), contactEmailSchema),
    message: v.pipe(v.string(), v.maxLength(10_000), contactMessageSchema),
  }),
  emailTemplateEnum: v.literal('JOIN_COURSE'),
});
export type ContactEmailRequest = v.InferOutput<typeof contactEmailRequestSchema>;

export type ContactFieldErrors = Partial<Record<keyof ContactForm, string>>;

/** Validates the form; returns the normalised output or the first message key per field. */
export function validateContactForm(
  input: Record<keyof ContactForm, string>,
): { success: true; output: ContactForm } | { success: false; errors: ContactFieldErrors } {
  const result = v.safeParse(contactFormSchema, input);
  if (result.success) return { success: true, output: result.output };
  const errors: ContactFieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) as keyof ContactForm | null;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return { success: false, errors };
}
export { normaliseName } from './fields';

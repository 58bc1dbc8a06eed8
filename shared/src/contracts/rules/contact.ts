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
export const contactNameSchema = nameRule;
export const contactEmailSchema = emailRule;

export const contactMessageSchema = v.pipe(v.string(), multiLineText, v.trim(), v.nonEmpty(contactMessages.mandatory));

export const contactFormSchema = v.object({
  name: contactNameSchema,
  email: contactEmailSchema,
  message: contactMessageSchema,
});
export type ContactForm = v.InferOutput<typeof contactFormSchema>;

/** The email request of members-and-transactions.md §3, as the API receives it. */
export const contactEmailRequestSchema = v.object({
  to: v.optional(v.string()),
  messageProperties: v.object({
    page: v.string(),
    name: contactNameSchema,
    email: contactEmailSchema,
    message: contactMessageSchema,
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

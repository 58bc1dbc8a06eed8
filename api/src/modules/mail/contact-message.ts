import * as v from 'valibot';
import { HttpError } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import { contactEmailRequestSchema, sharedMessage } from '../../lib/contracts.js';

export interface ContactRequest {
  page: string;
  name: string;
  email: string;
  message: string;
}

/**
 * Runs the front end's valibot schema on the body: the normalised fields, or 400 VALIDATION_ERROR
 * naming each failing field ('messageProperties.email: Invalid email.') in the words the form uses.
 */
export function parseContactRequest(body: unknown, lang: Language = 'en'): ContactRequest {
  const result = v.safeParse(contactEmailRequestSchema, body);
  if (result.success) return result.output.messageProperties;
  const byField = new Map<string, string>();
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? 'body';
    if (!byField.has(path)) byField.set(path, sharedMessage(issue.message, lang));
  }
  const message = [...byField].map(([path, text]) => `${path}: ${text}`).join('; ');
  throw new HttpError(400, 'VALIDATION_ERROR', message, 'Validation Error');
}

/** One line, no control characters: safe inside a mail header. */
const headerSafe = (text: string, max: number): string =>
  Array.from(text, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max);

/** Language-neutral (German / English) plain text: the club's staff may read either. */
export function composeContactMail(request: ContactRequest): { subject: string; text: string } {
  const page = headerSafe(request.page, 200) || '/';
  return {
    subject: `Kontaktanfrage / Contact request: ${page}`,
    text: [
      'Neue Nachricht über das Kontaktformular der Website.',
      "New message from the website's contact form.",
      '',
      `Seite / Page: ${page}`,
      `Name: ${request.name}`,
      `E-Mail: ${request.email}`,
      '',
      'Nachricht / Message:',
      request.message,
      '',
      '--',
      'Antworten geht direkt an den Absender. / Replying goes straight to the sender.',
    ].join('\n'),
  };
}

import type { ContactEmailRequest } from '@club/shared/contracts';

/** The checked fields of a contact request (the contracts' rule ran on the body). */
export type ContactRequest = ContactEmailRequest['messageProperties'];

/** One line, no control characters: safe inside a mail header. */
const headerSafe = (text: string, max: number): string =>
  Array.from(text, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max);

/**
 * The visitor's text as a quoted block: every line starts with '> ', so no line of it can pass
 * for one of the form's own fields (a message saying "E-Mail: someone@else" stays quoted).
 * Control characters other than tabs and line breaks are dropped.
 */
export function quoteMessage(message: string): string {
  return (
    message
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F\u2028\u2029]/g, '')
      .split('\n')
      .map((line) => `> ${line}`.trimEnd())
      .join('\n')
  );
}

/**
 * Language-neutral (German / English) plain text, no HTML: the club's staff may read either.
 * The sender's checked fields come first in a fixed block; the message follows, quoted; replying
 * goes to the checked address (Reply-To), never to anything written in the message.
 */
export function composeContactMail(request: ContactRequest): { subject: string; text: string } {
  const page = headerSafe(request.page, 200) || '/';
  return {
    subject: `Kontaktanfrage / Contact request: ${page}`,
    text: [
      'Neue Nachricht über das Kontaktformular der Website.',
      "New message from the website's contact form.",
      '',
      '=== Absender (vom Formular geprüft) / Sender (checked by the form) ===',
      `Seite / Page: ${page}`,
      `Name: ${headerSafe(request.name, 100)}`,
      `E-Mail: ${headerSafe(request.email, 320)}`,
      '',
      '=== Nachricht des Absenders / Message from the sender ===',
      quoteMessage(request.message),
      '=== Ende der Nachricht / End of message ===',
      '',
      'Antworten geht direkt an die geprüfte Adresse oben. / Replying goes straight to the checked address above.',
    ].join('\n'),
  };
}

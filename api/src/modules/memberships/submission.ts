import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import type { MembershipApplicationRequest, MembershipForm } from '@club/shared/contracts';
import { HttpError } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import {
  berlinDate,
  splitStreetAddress,
  toE164,
  membershipApplicationRequestSchema,
  membershipTypeById,
  sepaMandateText,
  sharedMessage,
} from '../../lib/contracts.js';
import type { MembershipSettings } from './repository.js';
import type { NewApplication } from './repository.js';

/**
 * Runs the wizard's own valibot rules on the body: the normalised request, or 400
 * VALIDATION_ERROR naming each failing field in the words the form shows. Never echoes values
 * (an IBAN must not reach a log or an answer).
 */
export function parseApplication(body: unknown, lang: Language) {
  const result = v.safeParse(membershipApplicationRequestSchema, body);
  if (result.success) return normalisedApplication(result.output);
  const byField = new Map<string, string>();
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? 'body';
    if (!byField.has(path)) byField.set(path, sharedMessage(issue.message, lang));
  }
  const message = [...byField].map(([path, text]) => `${path}: ${text}`).join('; ');
  throw HttpError.localized(400, 'VALIDATION_ERROR', message, 'Validation Error');
}

/** A valid request as it is stored: the phone as E.164 ('+4915123456789'), whatever spacing or 0 was typed. */
export function normalisedApplication(request: MembershipApplicationRequest): MembershipApplicationRequest {
  const { form } = request;
  const e164 = toE164(form.phone, form.countryCode);
  return e164 ? { ...request, form: { ...form, phone: e164 } } : request;
}

/** SEPA mandate reference: up to 35 characters of A-Z, 0-9 and '-' (unique per creditor). */
export function newMandateReference(now: Date): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
  return `MB-${berlinDate(now).replace(/-/g, '')}-${random}`;
}

/** The club's own creditor data, or a clear 409 when the club has not set it up yet. */
export function requireCreditor(settings: MembershipSettings) {
  if (!settings.creditor) {
    throw new HttpError(
      409,
      'CREDITOR_MISSING',
      'The club has not set up its SEPA creditor data yet. Please try again later or use the paper form.',
      'Membership',
    );
  }
  return settings.creditor;
}

/** Turns a valid form into what is stored: the application and its signed mandate. */
export function toNewApplication(input: {
  organizationId: string;
  submissionId: string;
  form: MembershipForm;
  settings: MembershipSettings;
  lang: Language;
  submittedBy: string | null;
  now: Date;
}): NewApplication {
  const { form, settings } = input;
  const type = membershipTypeById(form.types);
  if (!type || !settings.enabledTypes.includes(type.id)) {
    throw HttpError.localized(
      400,
      'VALIDATION_ERROR',
      `form.types: ${sharedMessage('validation.typeMissing', input.lang)}`,
    );
  }
  const creditor = requireCreditor(settings);
  const reference = newMandateReference(input.now);
  const people = form.familyMembers.length + 1;
  const { iban, bic, bank, accountHolder, email, types: _types, ...stored } = form;
  return {
    organizationId: input.organizationId,
    submissionId: input.submissionId,
    typeId: type.id,
    email: email.toLowerCase(),
    form: stored,
    language: input.lang,
    submittedBy: input.submittedBy,
    mandate: {
      reference,
      iban,
      bic,
      bank,
      accountHolder,
      people,
      monthlyCents: type.monthlyCents(people),
      signedOn: berlinDate(input.now),
      signatureText: sepaMandateText(input.lang, creditor, reference),
      // The form asks one street line; SEPA files want street name and house number apart.
      address: {
        ...splitStreetAddress(form.streetAddress),
        postCode: form.postCode,
        townName: form.city,
        country: 'DE',
      },
    },
  };
}

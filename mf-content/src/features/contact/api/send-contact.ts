import { callWithHeaders } from '@club/shared';
import type { ContactForm } from '@club/shared/contracts';
import { sendContactMail } from '@club/shared/contracts/endpoints/mail';

/**
 * POST push-notification-service .../email/{templateId} (members-and-transactions.md §3).
 * Resolves true only for status 200, as the spec asks; 'tooMany' for 429; any other answer or failure is false.
 */
export async function sendContactMessage(
  templateId: string,
  form: ContactForm,
  page: string,
  to?: string,
): Promise<boolean | 'tooMany'> {
  const body = {
    ...(to ? { to } : {}),
    messageProperties: { page, name: form.name, email: form.email, message: form.message },
    emailTemplateEnum: 'JOIN_COURSE' as const,
  };
  try {
    const response = await callWithHeaders(sendContactMail, { params: { templateId }, body });
    return response.status === 200;
  } catch (error) {
    // Too many messages (per address or into the club's inbox): the visitor is told to wait.
    if ((error as { response?: { status?: number } }).response?.status === 429) return 'tooMany';
    console.error('Contact message could not be sent', error);
    return false;
  }
}

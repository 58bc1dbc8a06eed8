import { apiClient, orgPath } from '@club/shared';
import type { ContactEmailRequest, ContactForm } from '@club/shared/contracts';

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
  const body: ContactEmailRequest = {
    ...(to ? { to } : {}),
    messageProperties: { page, name: form.name, email: form.email, message: form.message },
    emailTemplateEnum: 'JOIN_COURSE',
  };
  try {
    const response = await apiClient.post(orgPath('push-notification-service', `email/${templateId}`), body);
    return response.status === 200;
  } catch (error) {
    // Too many messages (per address or into the club's inbox): the visitor is told to wait.
    if ((error as { response?: { status?: number } }).response?.status === 429) return 'tooMany';
    console.error('Contact message could not be sent', error);
    return false;
  }
}

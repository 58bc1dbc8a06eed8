import { apiClient, orgPath } from '@club/shared';
import type { ApplicationSummary } from '@club/shared/contracts/schemas';

const service = 'memberships-service';

/** GET .../applications (administrators): newest first, IBANs masked by the server. */
export async function fetchApplications(): Promise<ApplicationSummary[]> {
  const response = await apiClient.get<ApplicationSummary[]>(orgPath(service, 'applications'));
  return response.data;
}

export async function acceptApplication(id: string): Promise<void> {
  await apiClient.post(orgPath(service, `applications/${id}/accept`));
}

export async function rejectApplication(id: string, reason: string): Promise<void> {
  await apiClient.post(orgPath(service, `applications/${id}/reject`), { reason });
}

/** POST .../sepa/collections: the pain.008 file of a due date, as a Blob to save. */
export async function exportCollection(dueDate: string): Promise<Blob> {
  const response = await apiClient.post<Blob>(
    orgPath(service, 'sepa/collections'),
    { dueDate },
    { responseType: 'blob' },
  );
  return response.data;
}

export interface ErasureRequest {
  userId: string;
  email: string;
  displayName: string;
  requestedAt: string;
}

/** GET .../users/{userId}/data-export: everything the club holds about the person, as a file. */
export async function downloadMyData(userId: string): Promise<Blob> {
  const response = await apiClient.get<Blob>(orgPath(service, `users/${userId}/data-export`), { responseType: 'blob' });
  return response.data;
}

export async function requestErasure(userId: string): Promise<void> {
  await apiClient.post(orgPath(service, `users/${userId}/erasure-request`));
}

export async function fetchErasureRequests(): Promise<ErasureRequest[]> {
  const response = await apiClient.get<ErasureRequest[]>(orgPath(service, 'erasure-requests'));
  return response.data;
}

export async function confirmErasure(userId: string): Promise<void> {
  await apiClient.post(orgPath(service, `users/${userId}/erasure`));
}

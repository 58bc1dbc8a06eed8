import { apiClient, orgPath } from '@club/shared';
import type { ApplicationSummary, TreasurerMember } from '@club/shared/contracts/schemas';

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

export interface DueDates {
  today: string;
  earliestDueDate: string;
  suggestedDueDate: string;
}

/** GET .../sepa/due-dates: Berlin today, the earliest possible and the suggested due date. */
export async function fetchDueDates(): Promise<DueDates> {
  return (await apiClient.get<DueDates>(orgPath(service, 'sepa/due-dates'))).data;
}

export interface CollectionPreview {
  dueDate: string;
  period: string;
  isRecorded: boolean;
  count: number;
  totalCents: number;
  FRST: { count: number; totalCents: number };
  RCUR: { count: number; totalCents: number };
  excluded: Array<{
    mandateId: string;
    reference: string;
    accountHolder: string;
    reason: 'OPEN_RETURN' | 'ALREADY_COLLECTED' | 'ADDRESS_INCOMPLETE';
    date: string | null;
    reasonCode: string | null;
  }>;
}

/** POST .../sepa/collections/preview: what the file would contain; records nothing. */
export async function previewCollection(dueDate: string): Promise<CollectionPreview> {
  return (await apiClient.post<CollectionPreview>(orgPath(service, 'sepa/collections/preview'), { dueDate })).data;
}

export interface CollectionHistoryEntry {
  id: string;
  dueDate: string;
  period: string;
  createdAt: string;
  count: number;
  totalCents: number;
  frstCents: number;
  rcurCents: number;
}

export async function fetchCollectionHistory(): Promise<CollectionHistoryEntry[]> {
  return (await apiClient.get<CollectionHistoryEntry[]>(orgPath(service, 'sepa/collections'))).data;
}

/** POST .../sepa/mandates/{id}/returns: a returned debit (date, bank's reason code). */
export async function recordReturn(mandateId: string, body: { returnedOn: string; reasonCode: string }): Promise<void> {
  await apiClient.post(orgPath(service, `sepa/mandates/${mandateId}/returns`), body);
}

export async function resolveReturn(returnId: string): Promise<void> {
  await apiClient.post(orgPath(service, `sepa/returns/${returnId}/resolve`));
}

/** GET .../members (administrators): members with fee and mandate, IBAN masked. */
export async function fetchMembers(): Promise<TreasurerMember[]> {
  return (await apiClient.get<TreasurerMember[]>(orgPath(service, 'members'))).data;
}

/** GET .../members.csv or .../applications.csv with the table's search and sort. */
export async function downloadCsv(list: 'members' | 'applications', params: Record<string, string>): Promise<Blob> {
  const response = await apiClient.get<Blob>(orgPath(service, `${list}.csv`), { params, responseType: 'blob' });
  return response.data;
}

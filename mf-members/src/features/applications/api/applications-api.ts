import { call } from '@club/shared';
import type { SepaReturnReasonCode } from '@club/shared/contracts';
import type { TreasurerMember } from '@club/shared/contracts/schemas';
import {
  acceptApplication as acceptApplicationCall,
  rejectApplication as rejectApplicationCall,
  exportCollection as exportCollectionCall,
  runCollection as runCollectionCall,
  getSepaDueDates,
  listCollections,
  previewCollection as previewCollectionCall,
  recordReturn as recordReturnCall,
  resolveReturn as resolveReturnCall,
  listOpenItems,
  sendReminder as sendReminderCall,
  recordPayment as recordPaymentCall,
  markExclusion as markExclusionCall,
  type OpenItem,
  type CollectionHistoryEntry,
  type CollectionPreview,
  type CollectionRun,
  type SepaDueDates,
} from '@club/shared/contracts/endpoints/memberships';
import {
  confirmErasure as confirmErasureCall,
  downloadPersonalData,
  requestErasure as requestErasureCall,
  type ErasureRequest,
} from '@club/shared/contracts/endpoints/gdpr';
import {
  downloadApplicationsCsv,
  downloadMembersCsv,
  listMembers,
  type ApplicationsCsvQuery,
  type MembersCsvQuery,
} from '@club/shared/contracts/endpoints/member-lists';

export type { ApplicationsCsvQuery, ErasureRequest, MembersCsvQuery };

export async function acceptApplication(id: string): Promise<void> {
  await call(acceptApplicationCall, { params: { applicationId: id } });
}

export async function rejectApplication(id: string, reason: string): Promise<void> {
  await call(rejectApplicationCall, { params: { applicationId: id }, body: { reason } });
}

/** POST .../sepa/collections/runs: records the run (debits and transfer invoices), says what it did. */
export function runCollection(dueDate: string): Promise<CollectionRun> {
  return call(runCollectionCall, { body: { dueDate } });
}

/** POST .../sepa/collections: the pain.008 file of a due date, as a Blob to save. */
export function exportCollection(dueDate: string): Promise<Blob> {
  return call(exportCollectionCall, { body: { dueDate } }, { responseType: 'blob' });
}

/** GET .../users/{userId}/data-export: everything the club holds about the person, as a file. */
export function downloadMyData(userId: string): Promise<Blob> {
  return call(downloadPersonalData, { params: { userId } }, { responseType: 'blob' });
}

export async function requestErasure(userId: string): Promise<void> {
  await call(requestErasureCall, { params: { userId } });
}

export async function confirmErasure(userId: string): Promise<void> {
  await call(confirmErasureCall, { params: { userId } });
}

export type DueDates = SepaDueDates;

/** GET .../sepa/due-dates: Berlin today, the earliest possible and the suggested due date. */
export function fetchDueDates(): Promise<DueDates> {
  return call(getSepaDueDates, {});
}

export type { CollectionHistoryEntry, CollectionPreview };

/** POST .../sepa/collections/preview: what the file would contain; records nothing. */
export function previewCollection(dueDate: string): Promise<CollectionPreview> {
  return call(previewCollectionCall, { body: { dueDate } });
}

export function fetchCollectionHistory(): Promise<CollectionHistoryEntry[]> {
  return call(listCollections, {});
}

/** POST .../sepa/mandates/{id}/returns: a returned debit (date, bank's reason code). */
export async function recordReturn(
  mandateId: string,
  body: { returnedOn: string; reasonCode: SepaReturnReasonCode },
): Promise<void> {
  await call(recordReturnCall, { params: { mandateId }, body });
}

export async function resolveReturn(returnId: string): Promise<void> {
  await call(resolveReturnCall, { params: { returnId } });
}

/** GET .../members (administrators): members with fee and mandate, IBAN masked. */
export function fetchMembers(): Promise<TreasurerMember[]> {
  return call(listMembers, {});
}

/** Which treasurer's list a CSV is of, with the table's search and sort. */
export type CsvRequest =
  { list: 'members'; params: MembersCsvQuery } | { list: 'applications'; params: ApplicationsCsvQuery };

/** GET .../members.csv or .../applications.csv with the table's search and sort. */
export function downloadCsv(request: CsvRequest): Promise<Blob> {
  return request.list === 'members'
    ? call(downloadMembersCsv, { query: request.params }, { responseType: 'blob' })
    : call(downloadApplicationsCsv, { query: request.params }, { responseType: 'blob' });
}

export type { OpenItem };

/** GET .../sepa/open-items: returned debits and unpaid transfer invoices. */
export function fetchOpenItems(): Promise<OpenItem[]> {
  return call(listOpenItems, {});
}

/** Sends the next written reminder (first, then second) by mail. */
export function sendReminder(item: OpenItem): Promise<OpenItem> {
  return call(sendReminderCall, { params: { itemId: item.id } });
}

/** Records the money's arrival: the item closes. */
export function recordPayment(item: OpenItem, paidOn: string): Promise<OpenItem> {
  return call(recordPaymentCall, { params: { itemId: item.id }, body: { paidOn } });
}

/** Marks the board's exclusion decision (after the second reminder). */
export function markExclusion(item: OpenItem): Promise<OpenItem> {
  return call(markExclusionCall, { params: { itemId: item.id } });
}

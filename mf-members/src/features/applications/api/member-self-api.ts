import { call } from '@club/shared';
import {
  cancelResignation as cancelResignationCall,
  listDepartures,
  listMandateChanges,
  recordResignation as recordResignationCall,
  type Departure,
  type MandateChange,
} from '@club/shared/contracts/endpoints/member-self';
import {
  importMembers as importMembersCall,
  previewMemberImport,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from '@club/shared/contracts/endpoints/member-import';

export type { Departure, ImportMapping, ImportPreview, ImportResult, MandateChange };

export const fetchDepartures = (): Promise<Departure[]> => call(listDepartures, {});
export const fetchMandateChanges = (): Promise<MandateChange[]> => call(listMandateChanges, {});
export const recordResignation = (userId: string, receivedOn: string): Promise<Departure> =>
  call(recordResignationCall, { params: { userId }, body: { receivedOn } });
export const cancelResignation = async (userId: string): Promise<void> => {
  await call(cancelResignationCall, { params: { userId } });
};

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** POST .../member-import/preview: the file read by the server, rows checked; nothing stored. */
export const previewImport = (file: File, mapping?: ImportMapping): Promise<ImportPreview> =>
  call(
    previewMemberImport,
    { query: { mapping: mapping ? JSON.stringify(mapping) : undefined } },
    { form: formOf(file) },
  );

export const runImport = (file: File, mapping: ImportMapping, invite: boolean): Promise<ImportResult> =>
  call(
    importMembersCall,
    { query: { mapping: JSON.stringify(mapping), invite: invite ? 'true' : 'false' } },
    { form: formOf(file) },
  );

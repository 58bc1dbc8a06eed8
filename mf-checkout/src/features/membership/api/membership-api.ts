import { call } from '@club/shared';
import type { MembershipForm } from '@club/shared/contracts';
import { getBank, submitApplication as submitCall } from '@club/shared/contracts/endpoints/memberships';
import type { BankData, MembershipApplicationReceipt } from '@club/shared/contracts/schemas';

/** BIC and bank name of a German bank code, or null when unknown. */
export async function lookupBank(blz: string): Promise<BankData | null> {
  try {
    return await call(getBank, { params: { blz } }, { untracked: true });
  } catch {
    return null;
  }
}

/** Sends the application; the same submissionId on every retry stores the application once. */
export function submitApplication(submissionId: string, form: MembershipForm): Promise<MembershipApplicationReceipt> {
  return call(submitCall, { body: { submissionId, form } });
}

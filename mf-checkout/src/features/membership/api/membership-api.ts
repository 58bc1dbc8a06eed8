import { apiClient, orgPath } from '@club/shared';
import type { MembershipForm } from '@club/shared/contracts';
import type { BankData, MembershipApplicationReceipt, MembershipSettingsView } from '@club/shared/contracts/schemas';

const service = 'memberships-service';

/** GET .../membership-settings: enabled types, external form link, the club's SEPA creditor. */
export async function fetchMembershipSettings(): Promise<MembershipSettingsView> {
  const response = await apiClient.get<MembershipSettingsView>(orgPath(service, 'membership-settings'));
  return response.data;
}

/** GET .../banks/{blz}: BIC and bank name of a German bank code, or null when unknown. */
export async function lookupBank(blz: string): Promise<BankData | null> {
  try {
    const response = await apiClient.get<BankData>(orgPath(service, `banks/${blz}`), { untracked: true });
    return response.data;
  } catch {
    return null;
  }
}

/** POST .../applications; the same submissionId on every retry stores the application once. */
export async function submitApplication(
  submissionId: string,
  form: MembershipForm,
): Promise<MembershipApplicationReceipt> {
  const response = await apiClient.post<MembershipApplicationReceipt>(orgPath(service, 'applications'), {
    submissionId,
    form,
  });
  return response.data;
}

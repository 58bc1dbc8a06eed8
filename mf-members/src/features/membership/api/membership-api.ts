import { call } from '@club/shared';
import {
  giveMandate as giveMandateCall,
  giveNotice as giveNoticeCall,
  switchToTransfer as switchToTransferCall,
  withdrawNotice as withdrawNoticeCall,
  type MyMembership,
  type NewMandateInput,
} from '@club/shared/contracts/endpoints/member-self';
import { getMembershipSettings } from '@club/shared/contracts/endpoints/memberships';

export type { MyMembership, NewMandateInput };

export const giveMandate = (body: NewMandateInput): Promise<MyMembership> => call(giveMandateCall, { body });
export const switchToTransfer = (): Promise<MyMembership> => call(switchToTransferCall, {});
export const giveNotice = (): Promise<MyMembership> => call(giveNoticeCall, {});
export const withdrawNotice = (): Promise<MyMembership> => call(withdrawNoticeCall, {});

/** The club's creditor (name and id) for the mandate text shown before signing. */
export const fetchCreditor = async () => (await call(getMembershipSettings, {})).creditor;

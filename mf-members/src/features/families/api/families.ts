import { call } from '@club/shared';
import type { Child, ChildInput, Family } from '@club/shared/contracts/schemas';
import {
  acceptFamilyInvitation,
  addChild as addChildCall,
  inviteAdult as inviteAdultCall,
  removeChild as removeChildCall,
  updateChild as updateChildCall,
} from '@club/shared/contracts/endpoints/families';

// The members area's "associated profiles" (families-service, issue 21 item 4); the family itself
// loads through useCall(getFamily).

export function addChild(userId: string, child: ChildInput): Promise<Child> {
  return call(addChildCall, { params: { userId }, body: child });
}

export function updateChild(userId: string, childId: string, child: ChildInput): Promise<Child> {
  return call(updateChildCall, { params: { userId, childId }, body: child });
}

export async function removeChild(userId: string, childId: string): Promise<void> {
  await call(removeChildCall, { params: { userId, childId } });
}

export async function inviteAdult(userId: string, email: string, language: 'de' | 'en'): Promise<void> {
  await call(inviteAdultCall, { params: { userId }, body: { email, language } });
}

export function acceptInvitation(token: string): Promise<Family> {
  return call(acceptFamilyInvitation, { body: { token } });
}

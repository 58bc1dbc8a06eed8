import type { Generated } from 'kysely';

// Tables of migration 180 (families: children, linked adults, invitations).
export interface FamilyGuardiansTable {
  organization_id: string;
  child_id: string;
  guardian_id: string;
  created_at: Generated<Date>;
}

export interface FamilyLinksTable {
  organization_id: string;
  adult_id: string;
  linked_id: string;
  created_at: Generated<Date>;
}

export interface FamilyInvitationsTable {
  id: Generated<string>;
  organization_id: string;
  inviter_id: string;
  email: string;
  token_hash: string;
  expires_at: Date;
  accepted_by: string | null;
  accepted_at: Date | null;
  created_at: Generated<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    family_guardians: FamilyGuardiansTable;
    family_links: FamilyLinksTable;
    family_invitations: FamilyInvitationsTable;
  }
}

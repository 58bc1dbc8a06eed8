import type { Template } from '@club/shared';

/** Every block receives its template; it reads values by field name (lib/values.ts). */
export interface BlockProps {
  template: Template;
}

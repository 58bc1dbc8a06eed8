// The props each exposed module receives: its typed contract. RemoteComponent is typed by module
// id with this map, so passing a wrong prop to another team's module is a type error.
// (A type-only React import: nothing of React reaches the API that imports the contracts.)
import type { ReactNode } from 'react';
import type { Template } from './entities/content';
import type { RemoteModuleId } from './remotes';

/** What every block receives, whichever remote renders it (mf-content's own blocks too). */
export interface BlockProps {
  template: Template;
  /** Position of the block on its page (0 = first). */
  position?: number;
}

export interface ExposedProps {
  'mf-content/Layout': { children?: ReactNode };
  'mf-content/ContentPage': Record<string, never>;
  'mf-content/NewsRoutes': Record<string, never>;
  /** The club's coming events (/events, issue 35 item 3). */
  'mf-content/EventsRoutes': Record<string, never>;
  'mf-editor/Editor': Record<string, never>;
  'mf-training/TrainingPage': Record<string, never>;
  'mf-training/TrainingScheduleBlock': BlockProps;
  'mf-members/MembersPage': Record<string, never>;
  'mf-members/PersonalInfoBlock': BlockProps;
  /** Membership applications, SEPA collection export (administrators; route /applications). */
  'mf-members/ApplicationsPage': Record<string, never>;
  /** A member's data rights: download all their data, ask for erasure (route /my-data). */
  'mf-members/DataRightsPage': Record<string, never>;
  'mf-checkout/CourseBlock': BlockProps;
  'mf-checkout/MembershipWizard': BlockProps;
}

// Fails to compile when the manifest and the props map disagree.
type Missing = Exclude<RemoteModuleId, keyof ExposedProps>;
type Extra = Exclude<keyof ExposedProps, RemoteModuleId>;
export const exposedPropsMatchManifest: [Missing, Extra] extends [never, never] ? true : never = true;

/** Modules that render a block of a content page (all take BlockProps). */
export type BlockModuleId = {
  [Id in keyof ExposedProps]: ExposedProps[Id] extends BlockProps ? Id : never;
}[keyof ExposedProps];

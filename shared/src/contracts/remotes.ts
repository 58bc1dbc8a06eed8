// The one manifest of remotes: names, federation containers, dev ports and exposed modules.
// ESLint, jest, the API's static server, the e2e server script, the compose check and the block
// registry read it, so adding a remote or an exposed module is a change in this file only.

export const remoteManifest = {
  'mf-content': {
    container: 'mf_content',
    devPort: 3001,
    exposes: {
      './Layout': 'Layout',
      './ContentPage': 'ContentPage',
      './NewsRoutes': 'NewsRoutes',
      './EventsRoutes': 'EventsRoutes',
    },
  },
  'mf-editor': {
    container: 'mf_editor',
    devPort: 3002,
    exposes: { './Editor': 'Editor' },
  },
  'mf-training': {
    container: 'mf_training',
    devPort: 3003,
    exposes: { './TrainingPage': 'TrainingPage', './TrainingScheduleBlock': 'TrainingScheduleBlock' },
  },
  'mf-members': {
    container: 'mf_members',
    devPort: 3004,
    exposes: {
      './MembersPage': 'MembersPage',
      './PersonalInfoBlock': 'PersonalInfoBlock',
      './ApplicationsPage': 'ApplicationsPage',
      './DataRightsPage': 'DataRightsPage',
    },
  },
  'mf-checkout': {
    container: 'mf_checkout',
    devPort: 3005,
    exposes: { './CourseBlock': 'CourseBlock', './MembershipWizard': 'MembershipWizard' },
  },
} as const;

export type RemoteName = keyof typeof remoteManifest;
export const remoteNames = Object.keys(remoteManifest) as RemoteName[];
export const shellDevPort = 3000;

/** 'mf-training/TrainingScheduleBlock' for every exposed module of every remote. */
type Manifest = typeof remoteManifest;
type ExposedName<R extends RemoteName> = Extract<Manifest[R]['exposes'][keyof Manifest[R]['exposes']], string>;
export type RemoteModuleId = { [R in RemoteName]: `${R}/${ExposedName<R>}` }[RemoteName];

/** webpack's `exposes` map of one remote: './X' -> './src/exposes/X.tsx'. */
export function exposesOf(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(
    Object.entries(remoteManifest[remote].exposes).map(([key, file]) => [key, `./src/exposes/${file}.tsx`]),
  );
}

export const containerOf = (remote: RemoteName): string => remoteManifest[remote].container;

import type { Erased, ErasureRequest, ErasureRequested } from '../schemas/gdpr';
import { endpoint, shape } from './define';

// Members' data rights: download everything (art. 15), ask for erasure, administrators confirm
// (art. 17). Each is logged.

const membershipsBase = '/memberships-service/organizations/:orgId';

export type { ErasureRequest } from '../schemas/gdpr';

export const downloadPersonalData = endpoint({
  method: 'GET',
  path: `${membershipsBase}/users/:userId/data-export`,
  access: ['self', 'admin'],
  summary: 'All data the club holds about a person as a JSON file (the person, or an administrator). Logged.',
  answer: shape<Blob>(),
});

export const requestErasure = endpoint({
  method: 'POST',
  path: `${membershipsBase}/users/:userId/erasure-request`,
  access: ['self'],
  summary: 'The person asks for the erasure of their data; an administrator confirms it. Logged.',
  answer: shape<ErasureRequested>(),
});

export const listErasureRequests = endpoint({
  method: 'GET',
  path: `${membershipsBase}/erasure-requests`,
  access: ['admin'],
  summary: 'Open erasure requests (administrators).',
  answer: shape<ErasureRequest[]>(),
});

export const confirmErasure = endpoint({
  method: 'POST',
  path: `${membershipsBase}/users/:userId/erasure`,
  access: ['admin'],
  summary:
    'Confirms an open erasure request (administrators): personal data is deleted or anonymised; accounting ' +
    'records (mandate references, collection amounts and dates) stay, anonymised. Logged.',
  answer: shape<Erased>(),
});

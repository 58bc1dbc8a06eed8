import { Type } from '@sinclair/typebox';
import { ContentPageSchema } from './schemas.js';
import { IdParams, Nullable, pageBodyFields, secured, writeErrors } from './write-schemas.js';

const ScheduleSchema = Type.Object({
  id: Type.String(),
  publishAt: Type.String(),
  author: Type.Optional(Type.String()),
  status: Type.Optional(Type.String({ description: 'pending, published or failed' })),
  error: Type.Optional(Nullable(Type.String())),
  errorCode: Type.Optional(
    Nullable(Type.String({ description: 'Why it failed (CONTENT_CONFLICT: someone saved after scheduling)' })),
  ),
});

export const scheduleSchema = {
  ...secured,
  summary:
    'Publish this draft at publishAt (ISO time in the future), even with nobody online. Replaces a pending schedule.',
  params: IdParams,
  body: Type.Object(
    {
      ...pageBodyFields,
      version: Type.Integer({ minimum: 1 }),
      publishAt: Type.String({ format: 'date-time' }),
      id: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
  response: { 200: ScheduleSchema, ...writeErrors },
};

export const getScheduleSchema = {
  ...secured,
  summary: "The page's latest scheduled publication (pending, published or failed) with who made it, or null.",
  params: IdParams,
  response: { 200: Type.Union([ScheduleSchema, Type.Null()]), ...writeErrors },
};

export const rescheduleSchema = {
  ...secured,
  summary: 'Move the pending schedule to another time (ISO, in the future). 404 NO_PENDING_SCHEDULE without one.',
  params: IdParams,
  body: Type.Object({ publishAt: Type.String({ format: 'date-time' }) }, { additionalProperties: false }),
  response: { 200: ScheduleSchema, ...writeErrors },
};

export const cancelScheduleSchema = {
  ...secured,
  summary: 'Cancel the pending schedule (its draft is dropped). 404 NO_PENDING_SCHEDULE without one.',
  params: IdParams,
  response: { 204: Type.Null(), ...writeErrors },
};

export const publishScheduledSchema = {
  ...secured,
  summary:
    'Publish the scheduled version now: the latest failed (or pending) schedule becomes the page on top of what was saved since (that stays in the history).',
  params: IdParams,
  response: { 200: ContentPageSchema, ...writeErrors },
};

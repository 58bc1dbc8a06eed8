import type { FastifyInstance } from 'fastify';
import type { ScheduleEntry, ScheduleInput } from '@club/shared/contracts/schemas';
import { bearer, orgId, userToken } from './test-helpers.js';

/** A demo-club test context: tokens of each kind and a fresh course to write classes into. */
export async function calendarContext(app: FastifyInstance) {
  const demoId = await orgId(app);
  const coach = await userToken(app, demoId, 'coach@demo.club');
  const api = (path: string) => `/api/calendar-service/organizations/${demoId}${path}`;
  let counter = 0;
  /** A new course; the coach who creates one coaches it (issue 31), an administrator's has no coach. */
  async function newCourse(name = `Test course ${++counter} ${Math.random().toString(36).slice(2, 6)}`, token = coach) {
    const response = await app.inject({
      method: 'POST',
      url: api('/eventsGroup'),
      headers: bearer(token),
      payload: { name },
    });
    return response.json<{ id: string; name: string }>();
  }
  const post = (payload: ScheduleInput | ScheduleInput[], token = coach, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: api(Array.isArray(payload) ? '/schedule/list' : '/schedule'),
      headers: { ...bearer(token), 'accept-language': lang },
      payload,
    });
  const week = async (eventsGroupId: string, monday: string, sunday: string, token = coach) => {
    const response = await app.inject({
      url: api(
        `/schedule?startDateTime=${monday}T00:00:01&endDateTime=${sunday}T23:59:59&eventsGroupId=${eventsGroupId}`,
      ),
      headers: bearer(token),
    });
    return response.json<ScheduleEntry[]>();
  };
  return { demoId, coach, api, newCourse, post, week };
}

export const classInput = (
  eventsGroupId: string,
  start: string,
  end: string,
  extra: Partial<ScheduleInput> = {},
): ScheduleInput => ({
  startDateTime: start,
  endDateTime: end,
  eventsGroupId,
  coach: ['Jonas Berger'],
  place: 'Halle 1',
  description: 'Bring water.',
  ...extra,
});

/** "18:00" of an ISO answer with offset. */
export const clock = (iso: string) => iso.slice(11, 16);

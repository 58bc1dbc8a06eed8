import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { ScheduleInput } from '@club/shared/contracts/schemas';

const weekDays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/**
 * A course with 100 weekly series (one year each, skipping holidays) spread over the week
 * without overlaps; answers the week read's URL and a coach token for it.
 */
export async function courseWith100Series(app: FastifyInstance, orgId: string) {
  const login = await app.inject({
    method: 'PUT',
    url: `/api/auth-service/organizations/${orgId}/authentications`,
    payload: { username: 'coach@demo.club', password: app.config.demoPassword },
  });
  const headers = { authorization: `Bearer ${login.json<{ accessToken: string }>().accessToken}` };
  const api = `/api/calendar-service/organizations/${orgId}`;
  const group = await app.inject({
    method: 'POST',
    url: `${api}/eventsGroup`,
    headers,
    payload: { name: 'Bench 100' },
  });
  const groupId = group.json<{ id: string }>().id;
  const monday = DateTime.now().setZone('Europe/Berlin').startOf('week');
  const inputs: ScheduleInput[] = Array.from({ length: 100 }, (_, n) => {
    const day = n % 7;
    const start = monday
      .plus({ days: day })
      .set({ hour: 6, minute: 0 })
      .plus({ minutes: Math.floor(n / 7) * 30 });
    return {
      startDateTime: start.toFormat("yyyy-MM-dd'T'HH:mm"),
      endDateTime: start.plus({ minutes: 30 }).toFormat("yyyy-MM-dd'T'HH:mm"),
      eventsGroupId: groupId,
      coach: ['Bench Trainer'],
      place: 'Halle 1',
      recurrence: {
        repeatPeriod: 1,
        repeatType: 'WEEKLY',
        daysToRepeat: [weekDays[day] ?? 'MONDAY'],
        oneYear: true,
        skipHolidays: true,
      },
    };
  });
  for (const part of [inputs.slice(0, 50), inputs.slice(50)]) {
    const created = await app.inject({ method: 'POST', url: `${api}/schedule/list`, headers, payload: part });
    if (created.statusCode !== 201) throw new Error(`bench setup failed: ${created.body}`);
  }
  const week = monday.plus({ weeks: 2 });
  const query = new URLSearchParams({
    startDateTime: week.set({ second: 1 }).toFormat("yyyy-MM-dd'T'HH:mm:ss"),
    endDateTime: week.endOf('week').toFormat("yyyy-MM-dd'T'HH:mm:ss"),
    eventsGroupId: groupId,
  });
  return { url: `${api}/schedule?${query.toString()}`, headers };
}

/** Server time of a route without the network: sequential app.inject calls, p50/p99 in ms. */
export async function serverTime(app: FastifyInstance, url: string, headers: Record<string, string>, runs = 300) {
  const times: number[] = [];
  for (let i = 0; i < runs + 20; i++) {
    const started = performance.now();
    const response = await app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2));
  return { p50: at(0.5), p99: at(0.99), entries: (await app.inject({ url, headers })).json<unknown[]>().length };
}

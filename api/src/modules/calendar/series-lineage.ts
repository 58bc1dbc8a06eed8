import type { Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema.js';
import { zone } from './recurrence.js';

type Trx = Transaction<Database>;

export interface LineageMember {
  id: string;
  start_local: string;
  lineage_id: string | null;
}

/**
 * Every part of the original series a series belongs to, earliest first: a "this and following"
 * edit ends the old part and starts a new one that names the original in `lineage_id`.
 */
export async function lineageOf(trx: Trx, organizationId: string, seriesId: string): Promise<LineageMember[]> {
  const own = await trx
    .selectFrom('schedule_series')
    .select(['id', 'lineage_id'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', seriesId)
    .executeTakeFirstOrThrow();
  const root = own.lineage_id ?? own.id;
  return trx
    .selectFrom('schedule_series')
    .select(['id', 'start_local', 'lineage_id'])
    .where('organization_id', '=', organizationId)
    .where((eb) => eb.or([eb('id', '=', root), eb('lineage_id', '=', root)]))
    .orderBy('start_local')
    .execute();
}

/**
 * The first date of an "all dates" edit over a split series: the original's first day, moved by
 * as many days as the coach moved the date they opened, at the form's time.
 */
export function lineageStart(rootStartLocal: string, openedOriginal: Date, formStartLocal: string): string {
  const opened = DateTime.fromJSDate(openedOriginal, { zone }).startOf('day');
  const form = DateTime.fromISO(formStartLocal, { zone });
  const shift = Math.round(form.startOf('day').diff(opened, 'days').days);
  const day = DateTime.fromISO(rootStartLocal, { zone }).plus({ days: shift });
  return `${day.toISODate()}T${form.toFormat('HH:mm')}`;
}

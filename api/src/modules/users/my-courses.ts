import type { Kysely } from 'kysely';
import type { MyCourse } from '@club/shared/contracts/schemas';
import type { Database } from '../../db/schema.js';
import { nextOccurrences } from '../calendar/index.js';
import { courseValues, nextCourseDate } from '../products/index.js';
import { childrenOf } from '../families/index.js';

/**
 * The courses a member and their children (issue 21 item 4: the guardian's view, marked with the
 * child) take part in, with their next date: the next class on the calendar, or,
 * for a course without scheduled classes, the next date its COURSE template values describe.
 */
export async function myCourses(
  db: Kysely<Database>,
  organizationId: string,
  userId: string,
  now: Date,
): Promise<MyCourse[]> {
  const children = await childrenOf(db, organizationId, userId);
  const childNames = new Map(children.map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
  const groups = await db
    .selectFrom('events_group_members as m')
    .innerJoin('events_groups as g', 'g.id', 'm.events_group_id')
    .where('m.organization_id', '=', organizationId)
    .where('m.user_id', 'in', [userId, ...childNames.keys()])
    .select(['g.id', 'g.name', 'g.path', 'g.category_id', 'g.content_id', 'm.user_id'])
    .orderBy('m.joined_at')
    .execute();
  if (groups.length === 0) return [];
  const templates = await db
    .selectFrom('templates')
    .where('organization_id', '=', organizationId)
    .where('type', '=', 'COURSE')
    .select(['metadata', 'fields', 'elements', 'content_id'])
    .execute();
  const menus = await db
    .selectFrom('menus')
    .where('organization_id', '=', organizationId)
    .where(
      'content_id',
      'in',
      groups
        .map((g) => g.content_id)
        .filter((id): id is string => Boolean(id))
        .concat(['00000000-0000-0000-0000-000000000000']),
    )
    .select(['content_id', 'path'])
    .execute();
  const scheduled = await nextOccurrences(db, organizationId, [...new Set(groups.map((g) => g.id))], now);
  return groups.map((group) => {
    const template = templates.find((t) => (t.metadata as { eventsGroupId?: string }).eventsGroupId === group.id);
    const path = group.path ?? menus.find((m) => m.content_id === group.content_id)?.path ?? null;
    const childName = childNames.get(group.user_id);
    return {
      id: group.id,
      name: group.name,
      path,
      categoryId: group.category_id,
      nextDate:
        scheduled.get(group.id)?.startDateTime ?? (template ? nextCourseDate(courseValues(template), now) : null),
      ...(childName ? { child: { id: group.user_id, name: childName } } : {}),
    };
  });
}

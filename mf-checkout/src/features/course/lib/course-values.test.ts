import type { Template } from '@club/shared/contracts';
import { courseInfoOf, formatDate, scheduleLink } from './course-values';

const field = (id: string, name: string) => ({ id, name, type: 'SHORT_TEXT' as const, isMandatory: false });
const value = (fieldId: string, text: string) => ({ id: `v-${fieldId}`, fieldId, value: text });

const template: Template = {
  id: 't1',
  name: 'COURSE',
  type: 'COURSE',
  fields: [
    field('f1', 'date'),
    field('f2', 'price'),
    field('f3', 'monday'),
    field('f4', 'name'),
    field('f5', 'repeatPeriod'),
  ],
  elements: [
    {
      id: 'e1',
      type: 'default',
      values: [value('f1', '2026-09-07'), value('f2', '49,00'), value('f3', 'true'), value('f5', '2')],
    },
    { id: 'e2', type: 'trainer', values: [value('f4', 'Sabine Krämer')] },
  ],
  metadata: { eventsGroupId: 'g1', categoryId: 'c1' },
};

describe('courseInfoOf', () => {
  it('reads values by field name, trainers from trainer elements', () => {
    const info = courseInfoOf(template);
    expect(info.price).toBe(49);
    expect(info.weekdays).toEqual([1]);
    expect(info.repeatPeriod).toBe(2);
    expect(info.trainers).toEqual([{ name: 'Sabine Krämer', picture: '' }]);
  });

  it('takes the price, places and closed state from the server’s offer (the product), not the template copy', () => {
    const offered = {
      ...template,
      metadata: { ...template.metadata, offer: { price: 59.5, placesTotal: 10, placesLeft: 0, isClosed: false } },
    };
    const info = courseInfoOf(offered);
    expect(info.price).toBe(59.5);
    expect(info.placesLeft).toBe(0);
    expect(info.isClosed).toBe(false);
    expect(courseInfoOf(template).placesLeft).toBeNull();
  });

  it('treats a missing price as zero (no join button)', () => {
    const free = { ...template, elements: [{ id: 'e1', type: 'default', values: [] }] };
    expect(courseInfoOf(free).price).toBe(0);
  });

  it('links the schedule with categoryId and eventsGroupId', () => {
    expect(scheduleLink(courseInfoOf(template))).toBe('/training?categoryId=c1&eventsGroupId=g1');
    expect(formatDate('2026-09-07')).toBe('07-09-2026');
  });
});

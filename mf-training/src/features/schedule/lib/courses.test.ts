import type { EventsGroup } from '@club/shared/contracts/schemas';
import { visibleCourses } from './courses';

const group = (name: string, contentId: string | null): EventsGroup => ({
  id: name,
  name,
  url: null,
  path: null,
  categoryId: 'c',
  contentId,
});

describe('visibleCourses', () => {
  it('keeps courses with content whose names do not end in an underscore and digits', () => {
    const shown = visibleCourses([
      group('Yoga', 'p1'),
      group('Yoga_1', 'p1'),
      group('Ohne Seite', null),
      group('Kurs_A', 'p2'),
      group('Kurs_12', 'p3'),
    ]);
    expect(shown.map((g) => g.name)).toEqual(['Yoga', 'Kurs_A']);
  });
});

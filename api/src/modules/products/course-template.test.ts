import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { nextCourseDate } from './course-template.js';

const both = (text: string) => ({ de: text, en: text });
const weeklyMonday = {
  date: both('2026-09-07'),
  time: both('18:00'),
  monday: both('true'),
  repeat: both('WEEKLY'),
  repeatPeriod: both('1'),
  endingDate: both('2026-12-14'),
};

describe('nextCourseDate (from the COURSE values)', () => {
  it('answers the first date before the course starts', () => {
    assert.equal(nextCourseDate(weeklyMonday, new Date('2026-08-01T00:00:00Z')), '2026-09-07T18:00:00.000+02:00');
  });

  it('answers the next Monday during the course, in Berlin time', () => {
    assert.equal(nextCourseDate(weeklyMonday, new Date('2026-11-03T12:00:00Z')), '2026-11-09T18:00:00.000+01:00');
  });

  it('skips weeks with a repeat period of 2', () => {
    const everyOther = { ...weeklyMonday, repeatPeriod: both('2') };
    assert.equal(nextCourseDate(everyOther, new Date('2026-09-08T00:00:00Z')), '2026-09-21T18:00:00.000+02:00');
  });

  it('answers null after the ending date or without a start date', () => {
    assert.equal(nextCourseDate(weeklyMonday, new Date('2026-12-15T00:00:00Z')), null);
    assert.equal(nextCourseDate({ ...weeklyMonday, date: both('') }, new Date()), null);
  });
});

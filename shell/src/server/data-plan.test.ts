import { plannedLoads, recordPlan } from './data-plan';

const loader = (value: string) => async () => value;

describe('data plan (what a cold render loads before its first pass)', () => {
  it('plans nothing for the first pages, then the keys an address read last time', async () => {
    expect(plannedLoads('a|/news')).toEqual([]);
    recordPlan(
      'a|/news',
      new Map([
        ['menu/main', loader('menus')],
        ['news/0/10', loader('news')],
      ]),
    );
    const planned = plannedLoads('a|/news');
    expect(planned.map(([key]) => key)).toEqual(['menu/main', 'news/0/10']);
    expect(await planned[1]![1]()).toBe('news');
  });

  it('starts a new address with the keys nearly every page read', () => {
    recordPlan(
      'a|/',
      new Map([
        ['menu/main', loader('menus')],
        ['content/1', loader('home')],
      ]),
    );
    recordPlan(
      'a|/club',
      new Map([
        ['menu/main', loader('menus')],
        ['content/2', loader('club')],
      ]),
    );
    expect(plannedLoads('a|/never-seen').map(([key]) => key)).toEqual(['menu/main']);
  });
});

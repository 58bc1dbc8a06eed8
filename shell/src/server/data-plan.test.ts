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

  it('starts a new address of another club with that club’s own keys of what nearly every page read', async () => {
    const menusOf = (organizationId: string) => `GET /content-service/organizations/${organizationId}/menu/main`;
    // The module's memory holds the three pages above: these make the menus 20 of 23 pages.
    for (let page = 0; page < 20; page += 1)
      recordPlan(`https://a.example|/${page}`, new Map([[menusOf('org-a'), loader('menus')]]), 'org-a');
    const planned = plannedLoads('https://b.example|/', 'org-b');
    expect(planned.map(([key]) => key)).toContain(menusOf('org-b'));
    expect(planned.map(([key]) => key)).not.toContain(menusOf('org-a'));
    expect(await planned.find(([key]) => key === menusOf('org-b'))![1]()).toBe('menus');
  });
});

import { closestRoute, maxRedirectDistance } from './closest-route';

const routes = [
  '/who-we-are',
  '/who-we-are/board',
  '/who-we-are/history',
  '/culture',
  '/courses/health/back-fitness',
  '/sports/ball-sports/football',
  '/sports/ball-sports/handball',
  '/contact-us',
];

describe('closestRoute', () => {
  it('finds the route a missing letter away', () => {
    expect(closestRoute('/who-we-ar', routes)).toBe('/who-we-are');
  });

  it('ignores case differences', () => {
    expect(closestRoute('/Contact-US', routes)).toBe('/contact-us');
  });

  it('prefers the nearest of several candidates', () => {
    expect(closestRoute('/sports/ball-sports/hanball', routes)).toBe('/sports/ball-sports/handball');
    expect(closestRoute('/who-we-are/histroy', routes)).toBe('/who-we-are/history');
  });

  it('returns null when nothing is reasonably close', () => {
    expect(closestRoute('/this/does/not/exist/at/all', routes)).toBeNull();
    expect(closestRoute('/xyz', routes)).toBeNull();
  });

  it('returns null without routes', () => {
    expect(closestRoute('/who-we-ar', [])).toBeNull();
  });
});

describe('maxRedirectDistance', () => {
  it('allows 40 % of the longer path but at least 2 edits', () => {
    expect(maxRedirectDistance('/a', '/b')).toBe(2);
    expect(maxRedirectDistance('/who-we-ar', '/who-we-are')).toBe(4);
  });
});

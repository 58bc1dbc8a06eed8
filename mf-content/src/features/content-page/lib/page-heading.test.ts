import { needsPageHeading } from './page-heading';

describe('needsPageHeading', () => {
  it('is false when a banner or the home carousel opens the page with its own heading', () => {
    expect(needsPageHeading([{ type: 'COMMON_BANNER' }, { type: 'TEXT_AREA' }])).toBe(false);
    expect(needsPageHeading([{ type: 'CARROUSEL' }])).toBe(false);
  });

  it('is true for pages opening with another block, and for empty pages', () => {
    expect(needsPageHeading([{ type: 'PARALLAX' }, { type: 'COMMON_BANNER' }])).toBe(true);
    expect(needsPageHeading([])).toBe(true);
  });
});

import { referenceData, resolveData } from './seed-references';

describe('seed references', () => {
  it('sends a page that is both a data entry and a store copy once, and restores the same object', () => {
    const page = { id: 'p1', templates: [{ id: 't1', type: 'TEXT_AREA' }] };
    const data = { 'content/p1': page };
    const seeds = { content: { published: { page, footer: null }, draft: { page, footer: null } }, menusLoaded: true };

    const sent = JSON.parse(JSON.stringify(referenceData(seeds, data))) as typeof seeds;
    expect(JSON.stringify(sent)).not.toContain('TEXT_AREA');

    const received = JSON.parse(JSON.stringify(data)) as typeof data;
    const restored = resolveData(sent, received);
    expect(restored.content.published.page).toBe(received['content/p1']);
    expect(restored.content.draft.page).toBe(received['content/p1']);
    expect(restored.menusLoaded).toBe(true);
  });
});

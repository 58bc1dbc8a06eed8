/** @jest-environment node */
import { browserEntry } from './remotes';

describe('browserEntry', () => {
  it('loads the remoteEntry.js beside the manifest remotes.json names', () => {
    expect(browserEntry('https://cdn.example/v2/mf-manifest.json')).toBe('https://cdn.example/v2/remoteEntry.js');
    expect(browserEntry('http://localhost:8080/remotes/mf-content/mf-manifest.json?v=7')).toBe(
      'http://localhost:8080/remotes/mf-content/remoteEntry.js?v=7',
    );
  });

  it('keeps an entry that already names the script', () => {
    expect(browserEntry('https://cdn.example/remoteEntry.js')).toBe('https://cdn.example/remoteEntry.js');
  });
});

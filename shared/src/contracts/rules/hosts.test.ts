import { organizationNameOfHost, organizationNameOfLabel } from './hosts';

describe('organizationNameOfHost', () => {
  it('treats -public, -admin and letter case alike', () => {
    for (const host of ['tsv.club.de', 'tsv-public.club.de', 'TSV-Admin.club.de', 'Tsv-PUBLIC.localhost']) {
      expect(organizationNameOfHost(host, 'demo')).toBe('tsv');
    }
    expect(organizationNameOfLabel('Demo-admin')).toBe('demo');
  });
  it('names the default organization on a plain host', () => {
    expect(organizationNameOfHost('localhost', 'demo')).toBe('demo');
    expect(organizationNameOfHost('127.0.0.1', 'demo')).toBe('demo');
  });
});

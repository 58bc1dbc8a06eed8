import { loginAddress, organizationNameFromHost } from './hosts';

const options = { loginUrl: null, defaultOrganization: 'demo', apiBaseUrl: '/api' };
const at = (url: string) => {
  const u = new URL(url);
  return { protocol: u.protocol, hostname: u.hostname, port: u.port, origin: u.origin };
};

describe('organizationNameFromHost', () => {
  it('takes the first label and drops a trailing -public', () => {
    expect(organizationNameFromHost('tsv-public.example.org', 'demo')).toBe('tsv');
    expect(organizationNameFromHost('nord.localhost', 'demo')).toBe('nord');
  });
  it('maps plain localhost and IP addresses to the default organization', () => {
    expect(organizationNameFromHost('localhost', 'demo')).toBe('demo');
    expect(organizationNameFromHost('127.0.0.1', 'demo')).toBe('demo');
  });
});

describe('loginAddress', () => {
  it('appends -admin to the first host label and passes clientId and redirectUri', () => {
    const url = new URL(loginAddress(at('http://nord.localhost:8080/members'), options));
    expect(url.host).toBe('nord-admin.localhost:8080');
    expect(url.pathname).toBe('/api/login');
    expect(url.searchParams.get('clientId')).toBe('nord');
    expect(url.searchParams.get('redirectUri')).toBe('http://nord.localhost:8080');
  });
  it('stays on the same origin for plain localhost', () => {
    const url = new URL(loginAddress(at('http://localhost:8080/'), options));
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.searchParams.get('clientId')).toBe('demo');
  });
  it('passes the PKCE challenge with its method', () => {
    const url = new URL(loginAddress(at('http://localhost:8080/'), options, 'x'.repeat(43)));
    expect(url.searchParams.get('codeChallenge')).toBe('x'.repeat(43));
    expect(url.searchParams.get('codeChallengeMethod')).toBe('S256');
  });
  it('uses a configured login URL', () => {
    const url = loginAddress(at('https://tsv.example.org'), { ...options, loginUrl: 'https://login.example.org/' });
    expect(url.startsWith('https://login.example.org/?clientId=tsv')).toBe(true);
  });
});

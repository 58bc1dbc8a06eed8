import type { SiteConfig } from '@club/shared';

export type { SiteConfig };

export interface RemoteEntry {
  name: string;
  entry: string;
}

const defaults: SiteConfig = { apiBaseUrl: '/api', loginUrl: null, defaultOrganization: 'demo' };

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Remote URLs live only in /remotes.json: moving a remote never rebuilds the shell. */
export async function fetchRemotes(): Promise<RemoteEntry[]> {
  const remotes = await fetchJson<RemoteEntry[]>('/remotes.json');
  return remotes.map((remote) => ({ ...remote, entry: new URL(remote.entry, window.location.href).href }));
}

export async function fetchSiteConfig(): Promise<SiteConfig> {
  try {
    return { ...defaults, ...(await fetchJson<Partial<SiteConfig>>('/site-config.json')) };
  } catch {
    return defaults;
  }
}

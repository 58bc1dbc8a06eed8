// Which organization a host names (members-and-transactions.md §7), once, for the browser, the
// login page and the redirect check: the first host label, in lower case, minus a trailing
// '-public' (the site) or '-admin' (the login host). A plain host (localhost, an IP address)
// names the default organization.

const isPlainHost = (hostname: string): boolean =>
  hostname === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');

/** 'TSV-public' -> 'tsv', 'demo-admin' -> 'demo': also the login's clientId rule. */
export function organizationNameOfLabel(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/-(public|admin)$/, '');
}

export function organizationNameOfHost(hostname: string, defaultOrganization: string): string {
  const host = hostname.toLowerCase();
  if (isPlainHost(host)) return defaultOrganization;
  return organizationNameOfLabel(host.split('.')[0] ?? '') || defaultOrganization;
}

export { isPlainHost };

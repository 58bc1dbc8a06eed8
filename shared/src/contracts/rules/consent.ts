// The visitor's consent choice as a cookie (issue 37 item 3). The choice itself stays in local
// storage under 'consentAcceptance' (members-and-transactions.md: "stored locally"); the cookie is
// its copy for the server, which cannot read local storage: with it the server renders the first
// visit's consent dialog (or its absence) and the accepted embeds, so the browser's first paint is
// the final page and hydration agrees with it. Keeping a record of the consent decision is
// strictly necessary storage (TTDSG § 25 (2) no. 2); it lasts 12 months, after which the dialog
// asks again (the usual renewal period of German consent banners).

export const consentCookieName = 'consentAcceptance';
const consentCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/** { toolId: accepted } per embedded tool; null: the visitor never decided. */
export type ConsentChoice = Record<string, boolean>;

const toolIdPattern = /^[a-z0-9-]{1,32}$/;
/** More tools than any site embeds: a forged cookie cannot multiply the server's page variants. */
const maxTools = 8;

/** youtube:1|vimeo:0 - only characters a cookie value may hold unquoted (RFC 6265). */
export function formatConsentCookie(choice: ConsentChoice): string {
  return Object.entries(choice)
    .filter(([id]) => toolIdPattern.test(id))
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(0, maxTools)
    .map(([id, isAccepted]) => `${id}:${isAccepted ? 1 : 0}`)
    .join('|');
}

/** The cookie's choice, or null when it is missing or unreadable (then the visitor is asked). */
export function parseConsentCookie(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const entries = value.split('|').map((part) => part.split(':'));
  if (entries.length > maxTools) return null;
  if (
    !entries.every(
      ([id, flag, ...rest]) => id && toolIdPattern.test(id) && (flag === '1' || flag === '0') && !rest.length,
    )
  )
    return null;
  return Object.fromEntries(entries.map(([id, flag]) => [id as string, flag === '1']));
}

/** The `Set-Cookie`-style string the browser writes (document.cookie), or one that removes it. */
export function consentCookieAssignment(choice: ConsentChoice | null): string {
  if (!choice) return `${consentCookieName}=; path=/; max-age=0; samesite=lax`;
  return `${consentCookieName}=${formatConsentCookie(choice)}; path=/; max-age=${consentCookieMaxAgeSeconds}; samesite=lax`;
}

/** The cookie's value in a `document.cookie` string. */
export function consentCookieOf(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === consentCookieName) return value.join('=');
  }
  return null;
}

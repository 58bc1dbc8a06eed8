// PKCE (RFC 7636, S256) for the login: the site keeps a random verifier in this tab and sends
// only its SHA-256 to the login page; the code it gets back is useless without the verifier.

const storageKey = 'loginCodeVerifier';

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** S256 challenge of a verifier (Web Crypto: available on HTTPS and localhost origins). */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** A fresh verifier, kept for this tab until the login comes back; answers its challenge. */
export async function startPkce(): Promise<string> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  window.sessionStorage.setItem(storageKey, verifier);
  return challengeOf(verifier);
}

/** The verifier of the login that just came back (used once). */
export function takePkceVerifier(): string {
  const verifier = window.sessionStorage.getItem(storageKey) ?? '';
  window.sessionStorage.removeItem(storageKey);
  return verifier;
}

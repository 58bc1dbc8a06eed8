// The one home of each text pattern the contracts check (issue 23: one rule per concept). The
// rule files build their valibot schemas from these; this file imports nothing, so every rule
// file may use it without an import cycle. Search here before writing a pattern.

/** An e-mail address (spec: case-insensitive pattern): local part, @, domain with a 2+ letter TLD. */
export const emailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

/** A German post code: five digits from 01001 to 99998 (01000 and 99999 are not assigned). */
export const germanPostCodePattern = /^(?!01000|99999)(0[1-9]\d{3}|[1-9]\d{4})$/;

/**
 * The spec's letters of a name (members-and-transactions.md §5: "letters, including German
 * umlauts, sharp s and spaces"); the contact form and the card holder allow exactly these.
 */
export const nameLetters = /^[A-Za-zÄÖÜäöüß ]*$/;

/**
 * A person's name on a record (profile, membership): 2 to 30 letters, accented Latin letters
 * included, with spaces, hyphens and apostrophes inside ("Anna-Lena", "O'Neill").
 */
export const personNamePattern = /^[A-Za-zÀ-ÖØ-öø-ÿß][A-Za-zÀ-ÖØ-öø-ÿß' -]{0,28}[A-Za-zÀ-ÖØ-öø-ÿß]$/;

/** PKCE (RFC 7636): a verifier is 43-128 unreserved characters. */
export const pkceVerifierPattern = /^[A-Za-z0-9._~-]{43,128}$/;
/** PKCE S256: the base64url SHA-256 of the verifier, 43 characters. */
export const pkceChallengePattern = /^[A-Za-z0-9_-]{43}$/;

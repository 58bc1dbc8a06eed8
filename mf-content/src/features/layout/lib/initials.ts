/** Up to two initials for the avatar: from the display name, else from the e-mail's local part. */
export function initialsOf(displayName: string | undefined, email: string | undefined): string {
  const source = displayName?.trim() || (email ?? '').split('@')[0] || '';
  const words = source.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

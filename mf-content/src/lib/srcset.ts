/**
 * The URL of the widest candidate of a srcset ('url 320w, url 640w') that is at most `maxWidth`
 * wide (the narrowest when all are wider); undefined for an empty srcset. For CSS backgrounds,
 * which cannot choose by width.
 */
export function candidateUpTo(srcset: string, maxWidth: number): string | undefined {
  const candidates = srcset
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .map(([url, descriptor]) => ({ url: url ?? '', width: Number.parseInt(descriptor ?? '', 10) }))
    .filter((candidate) => candidate.url && Number.isFinite(candidate.width))
    .sort((a, b) => a.width - b.width);
  const fitting = candidates.filter((candidate) => candidate.width <= maxWidth);
  return (fitting[fitting.length - 1] ?? candidates[0])?.url;
}

/** Page sizes of the spec: the home grid shows 4 per page with More, the news template 12. */
export const homeNewsPageSize = 4;
export const fullNewsPageSize = 12;

/** The zero-based page from a 1-based ?page= parameter, clamped to what exists. */
export function pageFromSearch(value: string | null, totalPages = Number.POSITIVE_INFINITY): number {
  const parsed = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(parsed) || parsed < 1) return 0;
  return Math.min(parsed - 1, Math.max(0, totalPages - 1));
}

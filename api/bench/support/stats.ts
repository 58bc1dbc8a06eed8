/** Small figures the benches print: percentiles, megabytes, a tally of kinds. */

/** The q-quantile (0..1) of the values by the nearest-rank method; NaN for none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length)));
  return sorted[rank - 1]!;
}

/** "p50 / p99" in whole milliseconds, "-" for no values. */
export function p50p99(values: readonly number[]): string {
  if (values.length === 0) return '-';
  return `${Math.round(percentile(values, 0.5))} / ${Math.round(percentile(values, 0.99))} ms`;
}

export const megabytes = (bytes: number): number => Math.round(bytes / 1024 / 1024);

/** Counts occurrences of each kind ("order 502 PAYMENT_PROVIDER_UNAVAILABLE"). */
export class Tally {
  readonly counts = new Map<string, number>();
  add(kind: string): void {
    this.counts.set(kind, (this.counts.get(kind) ?? 0) + 1);
  }
  get total(): number {
    return [...this.counts.values()].reduce((sum, n) => sum + n, 0);
  }
  toString(): string {
    if (this.counts.size === 0) return 'none';
    return [...this.counts.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, n]) => `${kind}: ${n}`)
      .join(', ');
  }
}

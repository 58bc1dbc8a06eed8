import { parseIsoDate } from './dates';

export interface GalleryItem {
  id: string;
  picture: string;
  /** The editor's alt text ('' when decorative); undefined for pictures saved before alt texts. */
  alt?: string;
  text: string;
  date: string;
}

export interface GalleryYear {
  /** null collects pictures without a readable date (shown last). */
  year: number | null;
  items: GalleryItem[];
}

function timeOf(item: GalleryItem): number | null {
  return parseIsoDate(item.date.trim())?.getTime() ?? null;
}

/** Pictures grouped by the year of their date, newest year first, newest picture first. */
export function groupByYear(items: GalleryItem[]): GalleryYear[] {
  const groups = new Map<number | null, Array<{ item: GalleryItem; time: number }>>();
  for (const item of items) {
    if (!item.picture) continue;
    const time = timeOf(item);
    const year = time === null ? null : new Date(time).getFullYear();
    const group = groups.get(year) ?? [];
    group.push({ item, time: time ?? 0 });
    groups.set(year, group);
  }
  return Array.from(groups.entries())
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : b - a))
    .map(([year, group]) => ({ year, items: group.sort((a, b) => b.time - a.time).map(({ item }) => item) }));
}

/** The banner image library shows at most 8 pictures (spec §9). */
export const bannerLibraryLimit = 8;

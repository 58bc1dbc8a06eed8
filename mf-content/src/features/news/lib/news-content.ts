import type { NewsItem } from '@club/shared';

export interface NewsBlock {
  type: 'paragraph' | 'header';
  text: string;
}

/** The shown category: the part after the semicolon ('news;Football' -> 'Football'). */
export function newsCategory(category: string): string {
  const parts = category.split(';');
  return (parts.length > 1 ? parts.slice(1).join(';') : (parts[0] ?? '')).trim();
}

/** Body blocks from the content JSON; unknown block types and broken JSON give nothing. */
export function newsBlocks(item: Pick<NewsItem, 'content'>): NewsBlock[] {
  try {
    const parsed = JSON.parse(item.content) as { blocks?: Array<{ type?: unknown; data?: { text?: unknown } }> };
    if (!Array.isArray(parsed.blocks)) return [];
    return parsed.blocks.flatMap((block) => {
      const text = typeof block.data?.text === 'string' ? block.data.text : '';
      if (!text || (block.type !== 'paragraph' && block.type !== 'header')) return [];
      return [{ type: block.type, text }];
    });
  } catch {
    return [];
  }
}

/** A plain-text teaser of the first paragraph, for cards. */
export function newsTeaser(item: Pick<NewsItem, 'content'>, maxLength = 140): string {
  const paragraph = newsBlocks(item).find((block) => block.type === 'paragraph');
  const text = (paragraph?.text ?? '').replace(/<[^>]*>/g, '').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength).trimEnd()}…` : text;
}

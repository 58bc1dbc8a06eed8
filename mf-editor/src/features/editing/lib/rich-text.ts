import type { Descendant } from 'slate';

// Slate document <-> the HTML stored in TEXT_EDITOR values. Only §5's formats exist: bold,
// italic, underline, strike, bulleted and numbered lists, links; everything else is dropped.
export type Mark = 'bold' | 'italic' | 'underline' | 'strike';
export interface RichText {
  text: string;
  bold?: true;
  italic?: true;
  underline?: true;
  strike?: true;
}
export type BlockType = 'paragraph' | 'bulleted-list' | 'numbered-list' | 'list-item';
export interface RichBlock {
  type: BlockType;
  children: RichNode[];
}
export interface RichLink {
  type: 'link';
  url: string;
  children: RichText[];
}
export type RichNode = RichBlock | RichLink | RichText;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const markTags: Array<[Mark, string]> = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strike', 's'],
];
const blockTags: Record<BlockType, string> = {
  paragraph: 'p',
  'bulleted-list': 'ul',
  'numbered-list': 'ol',
  'list-item': 'li',
};

function nodeToHtml(node: RichNode): string {
  if ('text' in node) {
    return markTags.reduce((html, [mark, tag]) => (node[mark] ? `<${tag}>${html}</${tag}>` : html), escape(node.text));
  }
  const inner = node.children.map(nodeToHtml).join('');
  if (node.type === 'link') return `<a href="${escape(node.url)}">${inner}</a>`;
  const tag = blockTags[node.type];
  return `<${tag}>${inner}</${tag}>`;
}

export function toHtml(value: Descendant[]): string {
  const html = (value as RichNode[]).map(nodeToHtml).join('');
  return html === '<p></p>' ? '' : html;
}

const emptyDocument = (): RichBlock[] => [{ type: 'paragraph', children: [{ text: '' }] }];

function inlineFrom(node: Node, marks: Partial<Record<Mark, true>>): Array<RichText | RichLink> {
  if (node.nodeType === 3) return [{ text: node.textContent ?? '', ...marks }];
  if (node.nodeType !== 1) return [];
  const element = node as HTMLElement;
  const tag = element.tagName.toLowerCase();
  const next = { ...marks };
  if (tag === 'strong' || tag === 'b') next.bold = true;
  if (tag === 'em' || tag === 'i') next.italic = true;
  if (tag === 'u') next.underline = true;
  if (tag === 's' || tag === 'strike' || tag === 'del') next.strike = true;
  if (tag === 'br') return [{ text: '\n', ...marks }];
  const children = Array.from(element.childNodes).flatMap((child) => inlineFrom(child, next));
  if (tag === 'a') {
    const texts = children.filter((c): c is RichText => 'text' in c);
    return [{ type: 'link', url: element.getAttribute('href') ?? '', children: texts.length ? texts : [{ text: '' }] }];
  }
  return children;
}

function blocksFrom(element: HTMLElement): RichBlock[] {
  const blocks: RichBlock[] = [];
  let loose: Array<RichText | RichLink> = [];
  const flush = () => {
    if (loose.length) blocks.push({ type: 'paragraph', children: loose });
    loose = [];
  };
  for (const child of Array.from(element.childNodes)) {
    const tag = child.nodeType === 1 ? (child as HTMLElement).tagName.toLowerCase() : '';
    if (tag === 'ul' || tag === 'ol') {
      flush();
      const items = Array.from((child as HTMLElement).children).map((li) => ({
        type: 'list-item' as const,
        children: withText(inlineFrom(li, {})),
      }));
      blocks.push({ type: tag === 'ul' ? 'bulleted-list' : 'numbered-list', children: items });
    } else if (tag === 'p' || tag === 'div' || /^h[1-6]$/.test(tag)) {
      flush();
      blocks.push({ type: 'paragraph', children: withText(inlineFrom(child, {})) });
    } else {
      loose.push(...inlineFrom(child, {}));
    }
  }
  flush();
  return blocks;
}

const withText = (nodes: Array<RichText | RichLink>): Array<RichText | RichLink> =>
  nodes.length ? nodes : [{ text: '' }];

export function fromHtml(html: string): Descendant[] {
  if (!html.trim()) return emptyDocument() as Descendant[];
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const blocks = blocksFrom(doc.body.firstElementChild as HTMLElement);
  return (blocks.length ? blocks : emptyDocument()) as Descendant[];
}

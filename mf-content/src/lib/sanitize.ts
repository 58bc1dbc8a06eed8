import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isServerRender, pageLocation } from '@club/shared';

// Rich text from the editor (TEXT_AREA, news bodies) passes through here before it reaches the DOM.
// An allowlist of text tags: scripts, styles, frames, objects, forms, svg and math never pass.
const allowedTags = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'del',
  'div',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const allowedAttributes = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'target', 'rel'];

/** http(s), mailto, tel, or relative (no scheme at all). */
export const allowedUriPattern = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const config: Config = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: allowedAttributes,
  ALLOWED_URI_REGEXP: allowedUriPattern,
  FORBID_TAGS: ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'base', 'link', 'meta'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

let purifier: Purifier | null = null;

function isExternal(href: string): boolean {
  try {
    const location = pageLocation();
    const url = new URL(href, location.href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== location.origin;
  } catch {
    return false;
  }
}

function instance(): Purifier {
  if (purifier) return purifier;
  // The server renderer provides a DOM window of its own (there is no `window` in Node).
  const domWindow = isServerRender ? (globalThis as { __CLUB_DOM_WINDOW__?: Window }).__CLUB_DOM_WINDOW__ : window;
  if (!domWindow) throw new Error('No DOM window to sanitize rich text with');
  purifier = DOMPurify(domWindow as Window & typeof globalThis);
  // Links open safely: external ones in a new tab without an opener; any target gets the rel too.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (isExternal(href)) node.setAttribute('target', '_blank');
    else if (node.getAttribute('target') !== '_blank') node.removeAttribute('target');
    if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('rel');
  });
  return purifier;
}

/** Sanitised HTML safe to set as innerHTML. */
export function sanitizeHtml(html: string): string {
  if (!html) return '';
  return instance().sanitize(html, { ...config, RETURN_TRUSTED_TYPE: false });
}

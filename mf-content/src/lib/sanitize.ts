import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { isServerRender, pageLocation } from '@club/shared';
import { richTextAttributes, richTextTags, richTextUriPattern } from '@club/shared/contracts';

// Rich text from the editor (TEXT_AREA, news bodies) passes through here before it reaches the DOM.
// The contracts' one allow-list (the API cleans saved values with the same): scripts, styles,
// frames, objects, forms, svg and math never pass.

const config: Config = {
  ALLOWED_TAGS: [...richTextTags],
  ALLOWED_ATTR: [...new Set(Object.values(richTextAttributes).flat())],
  ALLOWED_URI_REGEXP: richTextUriPattern,
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

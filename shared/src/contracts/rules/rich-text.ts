// The one allow-list of rich text (TEXT_AREA and news bodies): what the editor's toolbar makes
// (§5's formats plus paragraphs) and the headings older content has. The API cleans every saved
// value with it (sanitize-html) and the browser cleans what it shows with it (DOMPurify), so a
// value that survives a save is shown exactly as saved, and nothing else is ever shown.

export const richTextTags = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ul',
  'ol',
  'li',
  'a',
] as const;

/** Attributes by tag; links only (their rel is set by each cleaner: noopener for new tabs). */
export const richTextAttributes: Readonly<Record<string, readonly string[]>> = { a: ['href', 'target', 'rel'] };

/** Link schemes a rich text may use; a link without a scheme (relative) is allowed too. */
export const richTextSchemes = ['http', 'https', 'mailto', 'tel'] as const;

/** DOMPurify's form of the schemes: one of them, or no scheme at all. */
export const richTextUriPattern = new RegExp(
  `^(?:(?:${richTextSchemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

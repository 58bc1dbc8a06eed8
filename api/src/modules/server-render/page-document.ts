import { createHash } from 'node:crypto';
import type { RenderResult } from './render-types.js';

/** The element holding the hydration data (shell/src/bootstrap.tsx reads it). */
export const payloadElementId = 'club-ssr-data';

/** The CSP sources ('sha256-...') of the page's inline scripts, computed once per rendered page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * The CSP's script-src extended by the hashes of the page's inline scripts (React's small
 * runtime for revealing rendered boundaries): exactly these scripts run, nothing injected.
 */
export function policyWithScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/script-src ([^;]*)/, (_, sources: string) => `script-src ${sources} ${hashes.join(' ')}`);
}

export interface PageAssets {
  /** CSS the page needs, inlined: no stylesheet round trip before the first paint. */
  styles: { file: string; css: string }[];
  /** Scripts the browser will ask for right after main.js (remoteEntry.js): fetched in parallel from the start. */
  scripts: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: nothing in it can end the script element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (url: string, origin: string) => {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
};

/**
 * The server-rendered page: the shell's index.html with the page's markup, its <head> (title,
 * description, canonical URL, Open Graph, inlined CSS, preload hints) and the data the browser
 * hydrates with.
 */
export function composeDocument(
  template: string,
  result: RenderResult,
  page: { origin: string; pathname: string; language: 'de' | 'en'; siteName: string },
  assets: PageAssets,
): string {
  const { head } = result;
  const canonical = `${page.origin}${page.pathname}`;
  const meta: string[] = [];
  if (head.description) meta.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  meta.push(`<link rel="canonical" href="${escapeHtml(canonical)}" />`);
  // The installable app (modules/app-install); the shell's template names it too since issue 35.
  if (!/rel="?manifest/.test(template)) meta.push('<link rel="manifest" href="/manifest.webmanifest" />');
  meta.push(`<meta property="og:type" content="${page.pathname.startsWith('/news/') ? 'article' : 'website'}" />`);
  meta.push(`<meta property="og:url" content="${escapeHtml(canonical)}" />`);
  meta.push(`<meta property="og:locale" content="${page.language === 'en' ? 'en_GB' : 'de_DE'}" />`);
  if (page.siteName) meta.push(`<meta property="og:site_name" content="${escapeHtml(page.siteName)}" />`);
  if (head.title) meta.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`);
  if (head.description) meta.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  if (head.image) meta.push(`<meta property="og:image" content="${escapeHtml(absolute(head.image, page.origin))}" />`);
  if (head.lcpImage) {
    meta.push(`<link rel="preload" as="image" href="${escapeHtml(head.lcpImage)}" fetchpriority="high" />`);
  }
  for (const script of assets.scripts) meta.push(`<link rel="preload" as="script" href="${escapeHtml(script)}" />`);
  // data-href: the name mini-css-extract looks for before it loads a chunk's CSS again.
  for (const style of assets.styles) meta.push(`<style data-href="${escapeHtml(style.file)}">${style.css}</style>`);
  // The first visit's consent dialog is in the HTML (its cookie is unset); without JavaScript it
  // could not be closed, and nothing it governs (embeds) would load anyway: it stays hidden.
  meta.push('<noscript><style>.club-modal__backdrop:has(.consent-modal){display:none}</style></noscript>');

  const title = head.title ? escapeHtml(head.title) : null;
  return (
    template
      // The built template may have lost its attribute quotes (html-webpack-plugin's head handling).
      .replace(/<html lang="?[^"\s>]*"?/, `<html lang="${page.language}"`)
      .replace(/<title>[^<]*<\/title>/, (original) => (title ? `<title>${title}</title>` : original))
      // The template's own noscript (a "needs JavaScript" note) first: the page reads without it.
      .replace(/<noscript>.*?<\/noscript>/s, '')
      .replace('</head>', `${meta.join('\n')}\n</head>`)
      .replace(
        /<div id="?root"?><\/div>/,
        // Data, not code: type="application/json" never runs, so the CSP has nothing to allow.
        `<div id="root">${result.html}</div>\n<script type="application/json" id="${payloadElementId}">${scriptJson(result.payload)}</script>`,
      )
  );
}

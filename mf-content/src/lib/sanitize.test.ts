import '@testing-library/jest-dom';
import { sanitizeHtml } from './sanitize';

// Known XSS payloads (OWASP cheat sheet, DOMPurify's mXSS reports).
const payloads = [
  '<script>window.__xssFired=1</script>',
  '<img src=x onerror="window.__xssFired=1">',
  '<a href="javascript:window.__xssFired=1">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<svg onload="window.__xssFired=1"><circle r="4"/></svg>',
  '<iframe srcdoc="<script>parent.__xssFired=1</script>"></iframe>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=alert(1)&gt;">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))" onclick="alert(1)">x</div>',
  '<p onmouseover="alert(1)">hover</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<base href="javascript:/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('sanitizeHtml', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    const root = parse(sanitizeHtml(payload));
    expect(root.querySelector('script, style, iframe, object, embed, svg, math, form, input, base, meta')).toBeNull();
    for (const element of Array.from(root.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
        expect(attribute.name).not.toBe('style');
        expect(attribute.name).not.toBe('srcdoc');
      }
    }
  });

  it('keeps the editor formats: headings, paragraphs, emphasis, lists and links', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p><ul><li>one</li></ul><a href="/club">in</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps mailto, tel and https links and opens external ones safely', () => {
    const root = parse(
      sanitizeHtml('<a href="mailto:a@b.de">m</a><a href="tel:+4989">t</a><a href="https://example.org">e</a>'),
    );
    const [mail, tel, external] = Array.from(root.querySelectorAll('a'));
    expect(mail).toHaveAttribute('href', 'mailto:a@b.de');
    expect(tel).toHaveAttribute('href', 'tel:+4989');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(mail).not.toHaveAttribute('target');
  });

  it('drops a target on internal links', () => {
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('shows only the contracts’ allow-list, the one the API saves with: other tags go, their text stays', () => {
    expect(
      sanitizeHtml('<p>a<span>b</span></p><table><tbody><tr><td>c</td></tr></tbody></table><img src="/x.png">'),
    ).toBe('<p>ab</p>c');
  });
});

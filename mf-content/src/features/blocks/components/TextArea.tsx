import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';
import { elementValues } from '../lib/values';
import type { BlockProps } from '../model/block-props';
import './blocks.css';
import './text-area.css';

/** TEXT_AREA: editor HTML, sanitised (lib/sanitize.ts) before it reaches the DOM. */
export function TextArea({ template }: BlockProps) {
  const html = useMemo(() => elementValues(template).map(({ values }) => sanitizeHtml(values.text ?? '')), [template]);
  return (
    <section className="block text-area">
      {html.map((content, index) => (
        <div key={index} className="text-area__content" dangerouslySetInnerHTML={{ __html: content }} />
      ))}
    </section>
  );
}

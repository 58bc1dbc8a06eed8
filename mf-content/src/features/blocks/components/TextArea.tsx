import { elementsOf } from '@club/shared/contracts';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize';
import type { BlockProps } from '../model/block-props';
import '../../../components/blocks.css';
import './text-area.css';

/** TEXT_AREA: editor HTML, sanitised (lib/sanitize.ts) before it reaches the DOM. */
export function TextArea({ template }: BlockProps) {
  const html = useMemo(
    () => elementsOf('TEXT_AREA', template).map(({ values }) => sanitizeHtml(values.text ?? '')),
    [template],
  );
  return (
    <section className="block text-area">
      {html.map((content, index) => (
        <div key={index} className="text-area__content" dangerouslySetInnerHTML={{ __html: content }} />
      ))}
    </section>
  );
}

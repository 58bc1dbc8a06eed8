import { elementsOf } from '@club/shared/contracts';
import { useId, useState } from 'react';
import type { BlockProps } from '../model/block-props';
import '../../../components/blocks.css';
import './accordion.css';

/** ACCORDION: each title is a button with aria-expanded controlling its text region. */
export function Accordion({ template }: BlockProps) {
  const baseId = useId();
  const items = elementsOf('ACCORDION', template);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="block accordion">
      {items.map(({ id, values }) => {
        const isOpen = openIds.has(id);
        const buttonId = `${baseId}-${id}-button`;
        const panelId = `${baseId}-${id}-panel`;
        return (
          <div key={id} className={`accordion__item${isOpen ? ' accordion__item--open' : ''}`}>
            <h3 className="accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="accordion__button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(id)}
              >
                <span>{values.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="accordion__panel" hidden={!isOpen}>
              <p className="accordion__text">{values.text}</p>
            </div>
          </div>
        );
      })}
    </section>
  );
}

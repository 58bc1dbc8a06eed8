import type { Template } from '@club/shared';
import { valuesOf } from '@club/shared/contracts';
import { PagedNewsGrid } from './PagedNewsGrid';
import './news.css';

/** FULL_GRID (news template): its title and 12 cards per page. */
export function FullNewsBlock({ template }: { template: Template }) {
  const element = template.elements[0];
  const title = element ? valuesOf('FULL_GRID', template, element).title : '';
  return (
    <section className="block news-block">
      {title ? <h2 className="block__title">{title}</h2> : null}
      <PagedNewsGrid />
    </section>
  );
}

import type { Template } from '@club/shared';

// Seam between the page (features/content-page) and the blocks (features/blocks):
// renders a page's templates in order, each through the block registry.
export function BlockList({ templates }: { templates: Template[] }) {
  return (
    <>
      {templates.map((template, index) => (
        <section key={template.id ?? index} data-template-type={template.type} />
      ))}
    </>
  );
}

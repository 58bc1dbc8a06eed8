import type { ContentPage } from '@club/shared/contracts';

// The page's inline data is what hydration reads (issue 37 item 4). A content answer names each
// value's field twice: by `fieldId` and as an embedded `field` object, which valuesByName reads
// only when the id is not among the template's fields. On the home page those copies were a fifth
// of the inline data; they are left out of the HTML, and kept where the id names no field.

const isContentPage = (value: unknown): value is ContentPage =>
  typeof value === 'object' && value !== null && Array.isArray((value as ContentPage).templates);

function trimmedPage(page: ContentPage): ContentPage {
  return {
    ...page,
    templates: page.templates.map((template) => {
      const fieldIds = new Set(template.fields.map((field) => field.id));
      return {
        ...template,
        elements: template.elements.map((element) => ({
          ...element,
          values: element.values.map((value) => {
            if (!value.field || !fieldIds.has(value.fieldId)) return value;
            const { field: _echo, ...rest } = value;
            return rest;
          }),
        })),
      };
    }),
  };
}

/** The data entries as the browser gets them: copies without the echoed field objects. */
export function trimmedData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, isContentPage(value) ? trimmedPage(value) : value]),
  );
}

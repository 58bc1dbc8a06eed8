import type { ContentPage, Template, TemplateType } from '@club/shared';
import { footerContentOf, parseFooterLinks, socialLinksOf } from './footer-content';

function page(type: TemplateType, fields: string[], elements: { type?: string; values: Record<string, string> }[]) {
  const template: Template = {
    id: 't1',
    name: type,
    type,
    fields: fields.map((name) => ({ id: `f-${name}`, name, type: 'TEXT', isMandatory: false })),
    elements: elements.map((element, index) => ({
      id: `e${index}`,
      type: element.type ?? 'default',
      values: Object.entries(element.values).map(([name, value]) => ({
        id: `${index}${name}`,
        fieldId: `f-${name}`,
        value,
      })),
    })),
  };
  return { id: 'c1', name: 'Footer', menuId: null, templates: [template], editable: false } satisfies ContentPage;
}

describe('footerContentOf', () => {
  it('reads logo, company name and the column elements', () => {
    const footer = footerContentOf(
      page(
        'FOOTER',
        ['picture', 'companyName', 'title', 'text'],
        [
          { values: { picture: '/logo.svg', companyName: 'TSV' } },
          { type: 'column', values: { title: 'Club', text: 'Who we are|/who-we-are;Contact|/contact-us' } },
          { type: 'column', values: { title: 'Legal', text: 'Imprint|/information' } },
        ],
      ),
    );
    expect(footer.picture).toBe('/logo.svg');
    expect(footer.companyName).toBe('TSV');
    expect(footer.columns).toEqual([
      {
        title: 'Club',
        links: [
          { name: 'Who we are', href: '/who-we-are' },
          { name: 'Contact', href: '/contact-us' },
        ],
      },
      { title: 'Legal', links: [{ name: 'Imprint', href: '/information' }] },
    ]);
  });

  it('is empty without a footer content', () => {
    expect(footerContentOf(null)).toEqual({ picture: '', companyName: '', columns: [] });
  });
});

describe('parseFooterLinks', () => {
  it('skips blanks and uses a lone entry as name and address', () => {
    expect(parseFooterLinks(' ; https://x.example ;')).toEqual([
      { name: 'https://x.example', href: 'https://x.example' },
    ]);
  });
});

describe('socialLinksOf', () => {
  it('lists the links of the social media template', () => {
    const content = page('SOCIAL_MEDIA', ['link'], [{ values: { link: 'https://x.com/a' } }, { values: { link: '' } }]);
    expect(socialLinksOf(content)).toEqual(['https://x.com/a']);
  });
});

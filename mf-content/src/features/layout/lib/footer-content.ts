import type { ContentPage } from '@club/shared';
import { templateOf, valuesOf } from '@club/shared/contracts';

export interface FooterLink {
  name: string;
  href: string;
}
export interface FooterColumn {
  title: string;
  links: FooterLink[];
}
export interface FooterContent {
  picture: string;
  companyName: string;
  columns: FooterColumn[];
}

/** 'Who we are|/who-we-are;Contact|/contact-us' -> links; an entry without '|' is its own link. */
export function parseFooterLinks(text: string): FooterLink[] {
  return text
    .split(';')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name = '', href = ''] = entry.split('|').map((part) => part.trim());
      return { name: name || href, href: href || name };
    });
}

/** Logo, company name and link columns of the FOOTER template (shared templateCatalogue.FOOTER). */
export function footerContentOf(content: ContentPage | null): FooterContent {
  const template = templateOf(content, 'FOOTER');
  const result: FooterContent = { picture: '', companyName: '', columns: [] };
  if (!template) return result;
  for (const element of template.elements) {
    const values = valuesOf('FOOTER', template, element);
    if (element.type === 'column') {
      result.columns.push({ title: values.title ?? '', links: parseFooterLinks(values.text ?? '') });
    } else {
      result.picture ||= values.picture ?? '';
      result.companyName ||= values.companyName ?? '';
    }
  }
  return result;
}

/** The links of the SOCIAL_MEDIA template (at most 8 elements by the spec). */
export function socialLinksOf(content: ContentPage | null): string[] {
  const template = templateOf(content, 'SOCIAL_MEDIA');
  if (!template) return [];
  return template.elements.map((element) => valuesOf('SOCIAL_MEDIA', template, element).link ?? '').filter(Boolean);
}

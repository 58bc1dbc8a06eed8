import type { ContentPage, TemplateType } from '@club/shared';
import { allowedTargets, canMoveTo, moveTemplate, whyFixed, whyNoStep } from './block-moves';
import { newTemplate } from './template-ops';

const page = (types: TemplateType[]): ContentPage => ({
  id: 'p',
  name: 'Page',
  menuId: null,
  editable: true,
  templates: types.map((type, i) => ({ ...newTemplate(type), id: `t${i}`, isNew: false })),
});
const other = { isHomePage: false };
const home = { isHomePage: true };
const typesOf = (content: ContentPage) => content.templates.map((t) => t.type);

describe('block moves', () => {
  const sport = page(['COMMON_BANNER', 'TEXT_AREA', 'ACCORDION', 'VIDEO']);

  it('keeps the first block where it is and lets nothing move above it', () => {
    expect(whyFixed(sport.templates, 0, other)).toBe('first');
    expect(canMoveTo(sport.templates, 0, 1, other)).toBe(false);
    expect(canMoveTo(sport.templates, 2, 0, other)).toBe(false);
    expect(whyNoStep(sport.templates, 1, -1, other)).toBe('belowFirst');
    expect(whyNoStep(sport.templates, 0, 1, other)).toBe('first');
  });

  it('moves any other block up and down, the blocks between shifting by one', () => {
    expect(typesOf(moveTemplate(sport, 1, 3, other))).toEqual(['COMMON_BANNER', 'ACCORDION', 'VIDEO', 'TEXT_AREA']);
    expect(typesOf(moveTemplate(sport, 3, 1, other))).toEqual(['COMMON_BANNER', 'VIDEO', 'TEXT_AREA', 'ACCORDION']);
    expect(whyNoStep(sport.templates, 2, -1, other)).toBeNull();
    expect(whyNoStep(sport.templates, 2, 1, other)).toBeNull();
    expect(whyNoStep(sport.templates, 3, 1, other)).toBe('edge');
  });

  it('returns the same page for a move the rules refuse (no undo step)', () => {
    expect(moveTemplate(sport, 0, 2, other)).toBe(sport);
    expect(moveTemplate(sport, 2, 2, other)).toBe(sport);
    expect(moveTemplate(sport, 2, 9, other)).toBe(sport);
  });

  it("keeps the home page's news in place: it does not move and nothing moves past it", () => {
    const start = page(['CARROUSEL', 'GRID', 'PARALLAX', 'MARQUESINA', 'ACCORDION']);
    expect(whyFixed(start.templates, 1, home)).toBe('protected');
    expect(canMoveTo(start.templates, 1, 2, home)).toBe(false);
    expect(canMoveTo(start.templates, 3, 1, home)).toBe(false);
    expect(whyNoStep(start.templates, 2, -1, home)).toBe('pastProtected');
    expect(allowedTargets(start.templates, 2, home)).toEqual([2, 3, 4]);
    // Elsewhere the news grid is an ordinary block (§3's "mandatory" is the home page's).
    expect(whyFixed(start.templates, 1, other)).toBeNull();
    expect(allowedTargets(start.templates, 4, other)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the footer and social media templates in place on any page', () => {
    const chrome = page(['COMMON_BANNER', 'TEXT_AREA', 'FOOTER', 'ACCORDION']);
    expect(whyFixed(chrome.templates, 2, other)).toBe('protected');
    expect(allowedTargets(chrome.templates, 1, other)).toEqual([1]);
    expect(whyNoStep(chrome.templates, 3, -1, other)).toBe('pastProtected');
  });
});

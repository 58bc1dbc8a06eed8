import type { FieldType, TemplateType } from './content';

// The fields of each template type (content-management.md §3 "Fields per template type").
// The seed, the API and every block read field names from here, so one table is the truth.
/** How the editor shows a value. */
export type FieldWidget =
  | 'text'
  | 'textarea'
  | 'richText'
  | 'photo'
  | 'dropdown'
  | 'checkbox'
  | 'date'
  | 'time'
  | 'email'
  | 'tel'
  | 'number'
  | 'places'
  | 'price'
  | 'linkList'
  | 'lineList'
  | 'icon'
  | 'secret'
  /** A picture's alt text with its "decorative" mark (rules/accessibility.ts). */
  | 'altText';

/** Which rule a non-empty value must pass (content-fields.ts runs it). */
export type FieldRule =
  | 'none'
  | 'url'
  | 'video'
  | 'picture'
  | 'email'
  | 'phone'
  | 'price'
  | 'number'
  | 'places'
  | 'time'
  /** A date up to today (news, galleries): the picker stops at today. */
  | 'pastDate'
  /** A date that may lie ahead (a course's start and end). */
  | 'anyDate'
  | 'linkList';

export interface FieldDefinition<Name extends string = string> {
  name: Name;
  type: FieldType;
  isMandatory: boolean;
  /** Element type the field belongs to ('default' unless stated). */
  elementType?: string;
  /** A limit of its own, above the type's (§5) limit: secrets such as tokens are longer. */
  maxLength?: number;
  /** A secret: never sent to a browser; an empty value on save keeps the stored one. */
  isWriteOnly?: boolean;
  /** This field's own widget and rule, where its type's (rules/field-kinds.ts) do not fit. */
  widget?: FieldWidget;
  rule?: FieldRule;
}

const f = <const Name extends string>(
  name: Name,
  type: FieldType,
  isMandatory = false,
  elementType?: string,
): FieldDefinition<Name> => (elementType ? { name, type, isMandatory, elementType } : { name, type, isMandatory });
/** A field with its own widget or rule. */
const own = <const Name extends string>(
  field: FieldDefinition<Name>,
  kind: Pick<FieldDefinition, 'widget' | 'rule'>,
): FieldDefinition<Name> => ({ ...field, ...kind });
const videoLink = own(f('video', 'LINK', true), { rule: 'video' });
/**
 * A picture's alt text (issue 34, item 7): required once the picture is set, unless marked
 * decorative (rules/accessibility.ts). Not "mandatory": a block without a picture needs none.
 */
const pictureAlt = (): FieldDefinition<'pictureAlt'> => ({
  ...f('pictureAlt', 'SHORT_TEXT_3'),
  maxLength: 150,
  widget: 'altText',
});

const photoGallery = [f('picture', 'PHOTO', true), pictureAlt(), f('text', 'TEXT'), f('date', 'DATE')];

const catalogue = {
  CARROUSEL: [
    f('picture', 'PHOTO', true),
    pictureAlt(),
    f('title', 'H1', true),
    f('text', 'TEXT'),
    f('linkText', 'BUTTON_TEXT'),
    f('link', 'BUTTON_LINK'),
    f('firstHashtag', 'SHORT_TEXT'),
    f('secondHashtag', 'SHORT_TEXT_1'),
  ],
  SMALL_CARROUSEL: [f('picture', 'PHOTO', true), pictureAlt(), f('title', 'H2'), f('link', 'LINK')],
  IMAGE_LIBRARY: photoGallery,
  BANNER_IMAGE_LIBRARY: photoGallery,
  ACCORDION: [f('title', 'H2', true), f('text', 'LONG_TEXT', true)],
  PROFILES: [
    f('picture', 'PHOTO'),
    pictureAlt(),
    f('name', 'SHORT_TEXT', true),
    f('role', 'SHORT_TEXT_1'),
    f('email', 'EMAIL'),
    f('phone', 'PHONE'),
    // An address rarely fits §5's 40-character short text: a text field (400) holds it.
    f('address', 'TEXT'),
  ],
  ACTION_BUTTON_BANNER: [
    f('text', 'TEXT', true),
    f('textButton', 'BUTTON_TEXT', true),
    f('linkButton', 'BUTTON_LINK', true),
  ],
  MARQUESINA: [f('picture', 'PHOTO', true), pictureAlt(), f('link', 'LINK')],
  COMMON_BANNER: [f('title', 'H1', true), f('text', 'TEXT'), f('picture', 'PHOTO'), pictureAlt()],
  GREY_BANNER: [
    f('title', 'H2', true),
    f('text', 'TEXT'),
    f('textButton', 'BUTTON_TEXT'),
    f('linkButton', 'BUTTON_LINK'),
  ],
  // The picture is a CSS background (decorative by construction): no alt text.
  PARALLAX: [
    f('picture', 'PHOTO', true),
    f('title', 'H1', true),
    f('subtitle', 'H2'),
    f('text', 'TEXT'),
    f('linkText', 'BUTTON_TEXT'),
    f('link', 'BUTTON_LINK'),
  ],
  TEXT_AREA: [f('text', 'TEXT_EDITOR', true)],
  VIDEO: [videoLink, f('text', 'TEXT'), f('date', 'DATE')],
  VIDEO_LIBRARY: [videoLink, f('text', 'TEXT'), f('date', 'DATE')],
  MEMBERS_FORM: [f('text', 'TEXT_EDITOR')],
  // The access token is write-only: the API never returns it to a browser. Real long-lived tokens
  // are about 190 characters; an empty value keeps the stored one, so it is never "mandatory".
  INSTAGRAM: [
    { name: 'accessToken' as const, type: 'SHORT_TEXT', isMandatory: false, maxLength: 500, isWriteOnly: true },
    f('instagramUrl', 'LINK'),
  ],
  GRID: [f('title', 'H1', true), f('textButton', 'BUTTON_TEXT', true), f('linkButton', 'BUTTON_LINK', true)],
  FULL_GRID: [f('title', 'H1')],
  // Contact items: title, icon and lines split by ';'. Opening hours: day and hours split by ';'.
  CONTACT: [
    f('title', 'SHORT_TEXT', true),
    own(f('icon', 'SHORT_TEXT_1'), { widget: 'icon' }),
    own(f('text', 'LONG_TEXT', true), { widget: 'lineList' }),
    f('day', 'DROPDOWN', true, 'openingHours'),
    own(f('hours', 'LONG_TEXT', true, 'openingHours'), { widget: 'lineList' }),
  ],
  // Footer: logo and company name; further elements are link columns (title + 'name|url;...').
  FOOTER: [
    f('picture', 'PHOTO'),
    f('companyName', 'SHORT_TEXT', true),
    f('title', 'SHORT_TEXT_1', false, 'column'),
    own(f('text', 'LONG_TEXT', false, 'column'), { widget: 'linkList', rule: 'linkList' }),
  ],
  SOCIAL_MEDIA: [f('link', 'LINK', true)],
  PERSONAL_INFO: [f('text', 'TEXT')],
  TRAINING_SCHEDULE: [f('title', 'H2')],
  COURSE: [
    // A course's dates lie ahead: the picker does not stop at today.
    own(f('date', 'DATE', true), { rule: 'anyDate' }),
    f('time', 'TIME', true),
    f('classDuration', 'NUMBER', true),
    f('unit', 'DROPDOWN'),
    f('monday', 'CHECK_BOX_1'),
    f('tuesday', 'CHECK_BOX_2'),
    f('wednesday', 'CHECK_BOX_3'),
    f('thursday', 'CHECK_BOX_4'),
    f('friday', 'CHECK_BOX_5'),
    f('saturday', 'CHECK_BOX_6'),
    f('sunday', 'CHECK_BOX_7'),
    f('price', 'PRICE'),
    f('currency', 'DROPDOWN_1'),
    f('repeatPeriod', 'NUMBER_1'),
    f('repeat', 'DROPDOWN_2'),
    own(f('endingDate', 'DATE_1'), { rule: 'anyDate' }),
    // Mandatory: the course's classes need a place (the calendar refuses a class without one).
    f('location', 'TEXT', true),
    // The sport category (its id): the course is listed under it on /training (issue 21).
    f('category', 'DROPDOWN_3', true),
    // Places (the product's stock; empty = the spec's 15). Raised places go to the waiting list.
    f('places', 'NUMBER_2'),
    f('description', 'LONG_TEXT'),
    f('shortDescription', 'SHORT_TEXT_1'),
    f('name', 'SHORT_TEXT_2', true, 'trainer'),
    // Shown beside the trainer's name as decoration (alt=''): no alt text of its own.
    f('picture', 'PHOTO', false, 'trainer'),
  ],
  // Issue 35 item 3: a one-off event (summer party, general assembly) with sign-up; free only
  // (api/README.md "Events"). The event's id is the template's id; api/src/modules/events reads
  // these values on every sign-up. Up to five 'question' elements (rules/events.ts).
  EVENT: [
    f('title', 'H1', true),
    own(f('date', 'DATE', true), { rule: 'anyDate' }),
    f('time', 'TIME', true),
    own(f('endDate', 'DATE_1'), { rule: 'anyDate' }),
    f('endTime', 'TIME'),
    f('place', 'TEXT', true),
    f('description', 'LONG_TEXT'),
    f('picture', 'PHOTO'),
    pictureAlt(),
    // Empty = unlimited. Guests count against the places.
    f('places', 'NUMBER_2'),
    // The last day to sign up or cancel (Europe/Berlin, to its end); empty = until the start.
    own(f('deadline', 'DATE_1'), { rule: 'anyDate' }),
    f('guests', 'CHECK_BOX_1'),
    // Per person, guests included (api/README.md "Paid events"); empty or 0 = free. The PRICE
    // rule: at most two decimals, never negative (as a course's price).
    f('price', 'PRICE'),
    f('question', 'H2', true, 'question'),
    // text | choice | yesNo (rules/events.ts eventQuestionKinds)
    f('kind', 'DROPDOWN', true, 'question'),
    own(f('options', 'LONG_TEXT', false, 'question'), { widget: 'lineList' }),
    f('required', 'CHECK_BOX_2', false, 'question'),
  ],
} satisfies Record<TemplateType, FieldDefinition[]>;

export const templateCatalogue: Record<TemplateType, FieldDefinition[]> = catalogue;

/** The field names of a template type, from the catalogue: `FieldName<'COURSE'>` is 'date' | 'time' | … */
export type FieldName<T extends TemplateType> = (typeof catalogue)[T][number]['name'];

/** The catalogue's definition of a template type's field, by its name (undefined when unknown). */
export function catalogueField(type: TemplateType, name: string): FieldDefinition | undefined {
  return templateCatalogue[type]?.find((definition) => definition.name === name);
}

/** The element types a template type has ('default', 'trainer', 'column', ...). */
export function catalogueElementTypes(type: TemplateType): string[] {
  return [...new Set((templateCatalogue[type] ?? []).map((d) => d.elementType ?? 'default'))];
}

// Entity shapes from content-management.md §3, shared by the API and every remote.
// Names follow the spec so code and spec read side by side.

export const fieldTypes = [
  'H1',
  'H2',
  'TEXT',
  'LONG_TEXT',
  'SHORT_TEXT',
  'SHORT_TEXT_1',
  'SHORT_TEXT_2',
  'SHORT_TEXT_3',
  'TEXT_EDITOR',
  'TEXT_EDITOR_2',
  'BUTTON_TEXT',
  'BUTTON_LINK',
  'LINK',
  'PHOTO',
  'DATE',
  'DATE_1',
  'TIME',
  'NUMBER',
  'NUMBER_1',
  'DROPDOWN',
  'DROPDOWN_1',
  'DROPDOWN_2',
  'PRICE',
  'CHECK_BOX_1',
  'CHECK_BOX_2',
  'CHECK_BOX_3',
  'CHECK_BOX_4',
  'CHECK_BOX_5',
  'CHECK_BOX_6',
  'CHECK_BOX_7',
  'PHONE',
  'EMAIL',
] as const;
export type FieldType = (typeof fieldTypes)[number];

export const templateTypes = [
  'CARROUSEL',
  'SMALL_CARROUSEL',
  'GREY_BANNER',
  'TEXT_AREA',
  'ACTION_BUTTON_BANNER',
  'PARALLAX',
  'VIDEO',
  'VIDEO_LIBRARY',
  'ACCORDION',
  'PROFILES',
  'MARQUESINA',
  'IMAGE_LIBRARY',
  'BANNER_IMAGE_LIBRARY',
  'COMMON_BANNER',
  'CONTACT',
  'PERSONAL_INFO',
  'GRID',
  'FULL_GRID',
  'TRAINING_SCHEDULE',
  'FOOTER',
  'SOCIAL_MEDIA',
  'COURSE',
  'MEMBERS_FORM',
  'INSTAGRAM',
] as const;
export type TemplateType = (typeof templateTypes)[number];

export interface TemplateField {
  id: string;
  /** The spec's field name (picture, title, text, linkText, ...): blocks read values by it. */
  name: string;
  type: FieldType;
  isMandatory: boolean;
}

export interface Value {
  id: string;
  fieldId: string;
  field?: TemplateField;
  /** Text in the language of the request (the API localises, falling back to German). */
  value: string;
  /** A copy kept for the editor's revert. */
  defaultValue?: string;
}

export interface Element {
  id: string;
  /** 'default'; 'trainer' for courses; 'openingHours' for contact opening hours. */
  type: string;
  values: Value[];
}

export interface TemplateMetadata {
  eventsGroupId?: string | null;
  categoryId?: string | null;
}

export interface Template {
  id: string | null;
  name: string;
  type: TemplateType;
  fields: TemplateField[];
  elements: Element[];
  metadata?: TemplateMetadata;
  isNew?: boolean;
}

export interface MenuIcon {
  name: string;
  type: string;
}

export interface MenuItem {
  id: string;
  /** '/header/sports/ball-sports/football'; absolute URL for external links. */
  path: string;
  name: string;
  contentId: string | null;
  icon?: MenuIcon | null;
  parentId: string | null;
  children: MenuItem[];
  main?: boolean;
  position: number;
  categoryId?: string | null;
}

export interface ContentPage {
  id: string;
  name: string;
  menuId: string | null;
  menu?: MenuItem | null;
  templates: Template[];
  templateIds?: string[];
  managers?: string[];
  eventsGroupId?: string | null;
  editable: boolean;
  /** Optimistic version: PUT content sends it back; a save based on an older one answers 409. */
  version?: number;
  updatedAt?: string;
  /** Who saved last (display name or e-mail). */
  updatedBy?: string | null;
}

export interface NewsItem {
  newsId: string;
  headline: string;
  /** 'news;Youth football': the part after the semicolon is shown. */
  category: string;
  publishedAt: string;
  media: string[];
  /** JSON text: { blocks: [{ type: 'paragraph' | 'header', data: { text } }] } */
  content: string;
}

export interface Page<T> {
  content: T[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

export interface InstagramMedia {
  id: string;
  type: string;
  link: string;
  url: string;
  caption: string;
}

// Entity shapes from content-management.md §3, shared by the API and every remote. The shapes
// are defined once, as TypeBox schemas in ../schemas; these are their derived types (type-only
// imports, so nothing of TypeBox reaches the front end's bundle).
export { fieldTypes, templateTypes, type FieldType, type TemplateType } from './template-types';
export type {
  TemplateField,
  Value,
  Element,
  TemplateMetadata,
  Template,
  MenuIcon,
  MenuItem,
  ContentPage,
  InstagramMedia,
  PictureSizes,
  PictureSizesByHref,
  RevisionChange,
  RevisionSummary,
  Revision,
  Schedule,
  AutosavedDraft,
  UntranslatedBlocks,
  PresentEditor,
  EditorPresence,
} from '../schemas/content';
export type { MediaFocus, MediaItem } from '../schemas/multimedia';
export type { NewsItem, Page } from '../schemas/news';

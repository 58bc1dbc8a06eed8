/** One part of a profile save (user data or image) and how it went. */
export interface SavePart {
  key: 'userData' | 'image';
  isSaved: boolean;
  retry: () => Promise<boolean>;
}

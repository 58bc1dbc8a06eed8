/** How one save went: the server's reason (in the reader's language) when it was refused. */
export interface SaveOutcome {
  isSaved: boolean;
  reason?: string;
  /** The server refused the file itself (not a picture, too large): trying again needs another file. */
  needsOtherFile?: boolean;
}

/** One part of a profile save (user data or image) and how it went. */
export interface SavePart extends SaveOutcome {
  key: 'userData' | 'image';
  retry: () => Promise<SaveOutcome>;
}

export interface FeedLinks {
  /** webcal:// link: calendar apps subscribe and refresh it. */
  subscribeUrl: string;
  /** https link of the same feed as a file download (.ics). */
  downloadUrl: string;
}

/** Subscribe and download links of a feed under the API prefix, in the visitor's language. */
export function feedLinks(origin: string, apiPath: string, lang: 'de' | 'en'): FeedLinks {
  const url = new URL(apiPath, origin);
  url.searchParams.set('lang', lang);
  const subscribeUrl = url.href.replace(/^https?:/, 'webcal:');
  url.searchParams.set('download', '1');
  return { subscribeUrl, downloadUrl: url.href };
}

import { call, toApiError, type InstagramMedia } from '@club/shared';
import { getInstagramFeed } from '@club/shared/contracts/endpoints/content-reads';

export type InstagramFeed =
  { status: 'loaded'; media: InstagramMedia[] } | { status: 'tokenInvalid' } | { status: 'failed' };

/** The media of an INSTAGRAM template, fetched by the API with the template's stored token. */
export async function fetchInstagramFeed(templateId: string): Promise<InstagramFeed> {
  try {
    const data = await call(getInstagramFeed, { params: { templateId } }, { untracked: true });
    return { status: 'loaded', media: Array.isArray(data) ? data : [] };
  } catch (error) {
    if (toApiError(error).code === 'INSTAGRAM_TOKEN_INVALID') return { status: 'tokenInvalid' };
    console.error('Instagram feed could not be loaded', toApiError(error));
    return { status: 'failed' };
  }
}

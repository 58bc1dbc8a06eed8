import type { InstagramMedia } from '@club/shared/contracts';
import { HttpError } from './http-error.js';

/**
 * Outside party behind a small interface (architecture.md): the Instagram Graph API, or a local
 * feed that needs no network (the demo club, offline development, IMAGE_FEED=local).
 */
export interface ImageFeedProvider {
  readonly kind: 'graph' | 'local';
  /** The newest media; throws HttpError INSTAGRAM_TOKEN_INVALID (400) or INSTAGRAM_UNAVAILABLE (502). */
  fetchMedia(feed: ImageFeedSource): Promise<InstagramMedia[]>;
}

export interface ImageFeedSource {
  accessToken: string;
  /** The profile the template links to (instagramUrl); the local feed links its posts there. */
  profileUrl: string;
}

/** The token the demo seed stores: never a real Graph token, always served by the local feed. */
export const demoAccessToken = 'demo-token';
export const imageFeedLimit = 12;

export const tokenInvalid = (): HttpError =>
  new HttpError(400, 'INSTAGRAM_TOKEN_INVALID', 'Token not valid', 'Instagram');
export const feedUnavailable = (): HttpError =>
  new HttpError(
    502,
    'INSTAGRAM_UNAVAILABLE',
    'The Instagram feed could not be loaded. Please try again later.',
    'Instagram',
  );

interface GraphMedia {
  id?: unknown;
  media_type?: unknown;
  media_url?: unknown;
  permalink?: unknown;
  caption?: unknown;
  thumbnail_url?: unknown;
}
interface GraphAnswer {
  data?: GraphMedia[];
  error?: { type?: string; code?: number; message?: string };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Graph media -> the shared InstagramMedia; a video shows its thumbnail. */
export function toInstagramMedia(media: GraphMedia): InstagramMedia {
  const type = text(media.media_type);
  const url = type === 'VIDEO' ? text(media.thumbnail_url) || text(media.media_url) : text(media.media_url);
  return {
    id: text(media.id) || String(media.id ?? ''),
    type,
    link: text(media.permalink),
    url,
    caption: text(media.caption),
  };
}

/** Removes the token from any text that may reach a log. */
export const redact = (value: string, token: string): string => (token ? value.split(token).join('***') : value);

export interface GraphFeedOptions {
  baseUrl: string;
  timeoutMs: number;
  onFailure?: (detail: { reason: string; status?: number }) => void;
}

/** GET {base}/me/media?fields=...&access_token=...&limit=12 of the Instagram Graph API. */
export function graphImageFeed(options: GraphFeedOptions): ImageFeedProvider {
  return {
    kind: 'graph',
    async fetchMedia({ accessToken }) {
      const query = new URLSearchParams({
        fields: 'id,media_type,media_url,permalink,caption,thumbnail_url',
        access_token: accessToken,
        limit: String(imageFeedLimit),
      });
      let response: Response;
      let answer: GraphAnswer | null;
      try {
        response = await fetch(`${options.baseUrl}/me/media?${query}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        answer = (await response.json().catch(() => null)) as GraphAnswer | null;
      } catch (error) {
        const cause = (error as { cause?: { message?: string } }).cause?.message;
        const reason =
          error instanceof Error ? `${error.name}: ${error.message}${cause ? ` (${cause})` : ''}` : String(error);
        options.onFailure?.({ reason: redact(reason, accessToken) });
        throw feedUnavailable();
      }
      if (answer?.error?.type === 'OAuthException' || [400, 401, 403].includes(response.status)) throw tokenInvalid();
      if (!response.ok || !Array.isArray(answer?.data)) {
        options.onFailure?.({ reason: 'unexpected answer', status: response.status });
        throw feedUnavailable();
      }
      return answer.data.slice(0, imageFeedLimit).map(toInstagramMedia);
    },
  };
}

const localPictures: Array<{ file: string; caption: string }> = [
  {
    file: 'sport-football.svg',
    caption: 'Heimsieg unserer Ersten! / Home win for our first team! #tsvgruenwald #fussball',
  },
  { file: 'sport-swimming.svg', caption: 'Neue Schwimmkurse ab Herbst / New swimming courses this autumn #schwimmen' },
  {
    file: 'banner-home-3.svg',
    caption: 'Danke fürs Sommerfest! / Thanks for the summer festival! #sommerfest #verein',
  },
  { file: 'sport-yoga.svg', caption: 'Yoga im Park jeden Samstag / Yoga in the park every Saturday #yoga #gesundheit' },
];

/**
 * No network: four posts pointing at the demo's own media files, served under mediaBase
 * ('/api/multimedia-service/media'); each links to the profile the template names.
 */
export function localImageFeed(mediaBase: string): ImageFeedProvider {
  return {
    kind: 'local',
    async fetchMedia({ profileUrl }) {
      return localPictures.map((picture, index) => ({
        id: `local-${index + 1}`,
        type: 'IMAGE',
        link: profileUrl || 'https://www.instagram.com/',
        url: `${mediaBase}/${picture.file}`,
        caption: picture.caption,
      }));
    },
  };
}

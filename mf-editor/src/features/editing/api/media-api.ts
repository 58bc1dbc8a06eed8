import { call, type MediaItem } from '@club/shared';
import * as multimedia from '@club/shared/contracts/endpoints/multimedia';
import type { MediaChange } from '@club/shared/contracts/endpoints/multimedia';

export async function listMedia(labels: string): Promise<MediaItem[]> {
  return call(multimedia.listMedia, { query: { labels } });
}

/** Multipart (field `image`): the declared path and query, the picture as FormData. */
export async function uploadMedia(file: File, labels: string, name: string): Promise<MediaItem> {
  const form = new FormData();
  form.append('image', file);
  return call(multimedia.uploadMedia, { query: { labels, name } }, { form });
}

export async function changeMedia(id: string, change: MediaChange): Promise<MediaItem> {
  return call(multimedia.changeMedia, { params: { mediaId: id }, body: change });
}

/** Refused (409 MEDIA_IN_USE, naming the pages) while a page shows the picture. */
export async function deleteMedia(id: string): Promise<void> {
  await call(multimedia.deleteMedia, { params: { mediaId: id } });
}

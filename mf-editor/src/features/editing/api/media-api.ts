import { apiClient, orgPath } from '@club/shared';

export interface MediaFocus {
  x: number;
  y: number;
}

export interface MediaItem {
  id: string;
  href: string;
  srcset: string;
  labels: string[];
  /** The editors' name ('' until one is given). */
  name: string;
  /** The focal point, 0..1 from the left and from the top. */
  focus: MediaFocus;
}

export interface MediaChange {
  name?: string;
  labels?: string[];
  focus?: MediaFocus;
}

const library = (path = '') => orgPath('multimedia-service', `multimedia${path}`);

export async function listMedia(labels: string): Promise<MediaItem[]> {
  const query = new URLSearchParams({ labels });
  return (await apiClient.get<MediaItem[]>(library(`?${query.toString()}`))).data;
}

export async function uploadMedia(file: File, labels: string, name: string): Promise<MediaItem> {
  const form = new FormData();
  form.append('image', file);
  const query = new URLSearchParams({ labels, name });
  return (await apiClient.post<MediaItem>(library(`/generic?${query.toString()}`), form)).data;
}

export async function changeMedia(id: string, change: MediaChange): Promise<MediaItem> {
  return (await apiClient.patch<MediaItem>(library(`/${id}`), change)).data;
}

/** Refused (409 MEDIA_IN_USE, naming the pages) while a page shows the picture. */
export async function deleteMedia(id: string): Promise<void> {
  await apiClient.delete(library(`/${id}`));
}

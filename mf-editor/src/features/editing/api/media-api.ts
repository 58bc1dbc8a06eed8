import { apiClient, orgPath } from '@club/shared';

export interface MediaItem {
  id: string;
  href: string;
  srcset: string;
  labels: string[];
}

export async function listMedia(labels: string): Promise<MediaItem[]> {
  const query = new URLSearchParams({ labels });
  return (await apiClient.get<MediaItem[]>(orgPath('multimedia-service', `multimedia?${query.toString()}`))).data;
}

export async function uploadMedia(file: File, labels: string): Promise<MediaItem> {
  const form = new FormData();
  form.append('image', file);
  const query = new URLSearchParams({ labels });
  return (
    await apiClient.post<MediaItem>(orgPath('multimedia-service', `multimedia/generic?${query.toString()}`), form)
  ).data;
}

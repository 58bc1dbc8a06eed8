import { apiClient, orgPath, type ContentPage } from '@club/shared';

/** GET content/{id}: a page with its menuId and templates. */
export async function fetchContent(id: string): Promise<ContentPage> {
  const { data } = await apiClient.get<ContentPage>(orgPath('content-service', `content/${encodeURIComponent(id)}`));
  return data;
}

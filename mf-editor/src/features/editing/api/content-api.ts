import { apiClient, orgPath, type ContentPage, type MenuItem } from '@club/shared';

// One small function per endpoint (content-management.md §7 and the editor's own routes).
const content = (rest: string) => orgPath('content-service', rest);
const v2 = { headers: { 'accepts-version': '2' } };

export async function fetchPage(id: string): Promise<ContentPage> {
  return (await apiClient.get<ContentPage>(content(`content/${id}`))).data;
}

export async function savePage(page: ContentPage): Promise<ContentPage> {
  return (await apiClient.put<ContentPage>(content('content'), page, v2)).data;
}

export interface NewMenuItem {
  name: string;
  parentId: string;
}

export async function createPage(
  page: Omit<ContentPage, 'id' | 'editable' | 'menuId'> & { menuDto: NewMenuItem; pageMenuName?: string },
) {
  return (await apiClient.post<ContentPage>(content('content'), page, v2)).data;
}

export async function deletePage(id: string): Promise<void> {
  await apiClient.delete(content(`content/${id}`));
}

export async function createMenu(item: NewMenuItem): Promise<MenuItem> {
  return (await apiClient.post<MenuItem>(content('menu'), item)).data;
}

export async function renameMenu(item: { id: string; name: string }): Promise<MenuItem> {
  return (await apiClient.put<MenuItem>(content('menu'), item)).data;
}

export interface Revision {
  id: string;
  version: number;
  author: string;
  summary: string;
  createdAt: string;
}

export async function listRevisions(contentId: string): Promise<Revision[]> {
  return (await apiClient.get<Revision[]>(content(`content/${contentId}/revisions`))).data;
}

export async function fetchRevision(contentId: string, revisionId: string) {
  return (
    await apiClient.get<Revision & Pick<ContentPage, 'name' | 'templates'>>(
      content(`content/${contentId}/revisions/${revisionId}`),
    )
  ).data;
}

export async function restoreRevision(contentId: string, revisionId: string, version: number): Promise<ContentPage> {
  return (
    await apiClient.post<ContentPage>(content(`content/${contentId}/revisions/${revisionId}/restore`), { version })
  ).data;
}

export interface Schedule {
  id: string;
  publishAt: string;
  status?: string;
  error?: string | null;
}

export async function schedulePage(page: ContentPage, publishAt: string): Promise<Schedule> {
  const { id, name, templates, version } = page;
  return (await apiClient.put<Schedule>(content(`content/${id}/schedule`), { name, templates, version, publishAt }))
    .data;
}

export async function fetchSchedule(contentId: string): Promise<Schedule | null> {
  return (await apiClient.get<Schedule | null>(content(`content/${contentId}/schedule`), { untracked: true })).data;
}

import { apiClient, orgPath, type ContentPage, type MenuItem } from '@club/shared';
import type { RevisionChange } from '../lib/revision-words';

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
  /** What changed per block and field (null for revisions older than issue 25). */
  changes?: RevisionChange[] | null;
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
  author?: string;
  status?: 'pending' | 'published' | 'failed';
  error?: string | null;
  errorCode?: string | null;
}

export async function schedulePage(page: ContentPage, publishAt: string): Promise<Schedule> {
  const { id, name, templates, version } = page;
  return (await apiClient.put<Schedule>(content(`content/${id}/schedule`), { name, templates, version, publishAt }))
    .data;
}

export async function fetchSchedule(contentId: string): Promise<Schedule | null> {
  return (await apiClient.get<Schedule | null>(content(`content/${contentId}/schedule`), { untracked: true })).data;
}

/** Removes a menu entry and the entries below it; 409 MENU_HAS_PAGES names the pages under it. */
export async function removeMenu(id: string): Promise<void> {
  await apiClient.delete(content(`menu/${id}`));
}

export async function reschedulePage(contentId: string, publishAt: string): Promise<Schedule> {
  return (await apiClient.patch<Schedule>(content(`content/${contentId}/schedule`), { publishAt })).data;
}

export async function cancelSchedule(contentId: string): Promise<void> {
  await apiClient.delete(content(`content/${contentId}/schedule`));
}

/** Publishes the failed (or pending) scheduled version now; answers the page as published. */
export async function publishScheduledNow(contentId: string): Promise<ContentPage> {
  return (await apiClient.post<ContentPage>(content(`content/${contentId}/schedule/publish`))).data;
}

export interface AutosavedDraft {
  name: string;
  templates: ContentPage['templates'];
  version: number;
  updatedAt: string;
}

/** Keeps the editor's unsaved page on the server (never published). */
export async function keepDraft(page: ContentPage): Promise<void> {
  const { id, name, templates, version } = page;
  await apiClient.put(content(`content/${id}/draft`), { name, templates, version: version ?? 1 }, { untracked: true });
}

export async function fetchDraft(contentId: string): Promise<AutosavedDraft | null> {
  return (await apiClient.get<AutosavedDraft | null>(content(`content/${contentId}/draft`), { untracked: true })).data;
}

export async function dropDraft(contentId: string): Promise<void> {
  await apiClient.delete(content(`content/${contentId}/draft`), { untracked: true });
}

/** Per language, the page's blocks whose texts exist in the other language only. */
export async function fetchUntranslated(contentId: string): Promise<{ de: string[]; en: string[] }> {
  return (
    await apiClient.get<{ de: string[]; en: string[] }>(content(`content/${contentId}/untranslated`), {
      untracked: true,
    })
  ).data;
}

import {
  call,
  type AutosavedDraft,
  type ContentPage,
  type MenuItem,
  type Revision,
  type RevisionSummary,
  type Schedule,
  type UntranslatedBlocks,
} from '@club/shared';
import * as content from '@club/shared/contracts/endpoints/content';
import { getContent } from '@club/shared/contracts/endpoints/content-reads';
import type { MenuInput } from '@club/shared/contracts/endpoints/content';

// One small function per endpoint (content-management.md §7 and the editor's own routes); the
// endpoints, their bodies and answers are declared in @club/shared/contracts/endpoints/content.

export async function fetchPage(id: string): Promise<ContentPage> {
  return call(getContent, { params: { id } });
}

/** Saves what the server reads of the page: its name, templates and the version it started from. */
export async function savePage(page: ContentPage): Promise<ContentPage> {
  const { id, name, templates, version } = page;
  return call(content.savePage, { body: { id, name, templates, version: version ?? 1 } });
}

export type NewMenuItem = Pick<MenuInput, 'name'> & { parentId: string };

export async function createPage(
  page: Pick<ContentPage, 'name' | 'templates'> & { menuDto: NewMenuItem; pageMenuName?: string },
): Promise<ContentPage> {
  const { name, templates, menuDto, pageMenuName } = page;
  return call(content.createPage, { body: { name, templates, menuDto, pageMenuName } });
}

export async function deletePage(id: string): Promise<void> {
  await call(content.deletePage, { params: { id } });
}

export async function createMenu(item: NewMenuItem): Promise<MenuItem> {
  return call(content.createMenu, { body: item });
}

export async function renameMenu(item: { id: string; name: string }): Promise<MenuItem> {
  return call(content.updateMenu, { body: item });
}

export async function listRevisions(contentId: string): Promise<RevisionSummary[]> {
  return call(content.listRevisions, { params: { id: contentId } });
}

export async function fetchRevision(contentId: string, revisionId: string): Promise<Revision> {
  return call(content.getRevision, { params: { id: contentId, revisionId } });
}

export async function restoreRevision(contentId: string, revisionId: string, version: number): Promise<ContentPage> {
  return call(content.restoreRevision, { params: { id: contentId, revisionId }, body: { version } });
}

export async function schedulePage(page: ContentPage, publishAt: string): Promise<Schedule> {
  const { id, name, templates, version } = page;
  return call(content.schedulePage, { params: { id }, body: { name, templates, version: version ?? 1, publishAt } });
}

export async function fetchSchedule(contentId: string): Promise<Schedule | null> {
  return call(content.getSchedule, { params: { id: contentId } }, { untracked: true });
}

/** Removes a menu entry and the entries below it; 409 MENU_HAS_PAGES names the pages under it. */
export async function removeMenu(id: string): Promise<void> {
  await call(content.deleteMenu, { params: { id } });
}

export async function reschedulePage(contentId: string, publishAt: string): Promise<Schedule> {
  return call(content.reschedulePage, { params: { id: contentId }, body: { publishAt } });
}

export async function cancelSchedule(contentId: string): Promise<void> {
  await call(content.cancelSchedule, { params: { id: contentId } });
}

/** Publishes the failed (or pending) scheduled version now; answers the page as published. */
export async function publishScheduledNow(contentId: string): Promise<ContentPage> {
  return call(content.publishScheduledNow, { params: { id: contentId } });
}

/** Keeps the editor's unsaved page on the server (never published). */
export async function keepDraft(page: ContentPage): Promise<void> {
  const { id, name, templates, version } = page;
  await call(
    content.keepDraft,
    { params: { id }, body: { name, templates, version: version ?? 1 } },
    { untracked: true },
  );
}

export async function fetchDraft(contentId: string): Promise<AutosavedDraft | null> {
  return call(content.getDraft, { params: { id: contentId } }, { untracked: true });
}

export async function dropDraft(contentId: string): Promise<void> {
  await call(content.dropDraft, { params: { id: contentId } }, { untracked: true });
}

/** Per language, the page's blocks whose texts exist in the other language only. */
export async function fetchUntranslated(contentId: string): Promise<UntranslatedBlocks> {
  return call(content.getUntranslated, { params: { id: contentId } }, { untracked: true });
}

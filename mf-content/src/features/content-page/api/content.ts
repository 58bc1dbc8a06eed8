import { call, type ContentPage } from '@club/shared';
import { getContent } from '@club/shared/contracts/endpoints/content-reads';

/** GET content/{id}: a page with its menuId and templates. */
export async function fetchContent(id: string): Promise<ContentPage> {
  return call(getContent, { params: { id } });
}

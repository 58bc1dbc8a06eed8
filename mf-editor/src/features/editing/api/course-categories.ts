import { call } from '@club/shared';
import { refreshCall, useCall } from '@club/shared/data/use-call';
import type { Category } from '@club/shared/contracts/schemas';
import { createCategory, listCategories } from '@club/shared/contracts/endpoints/calendar';
import type { DropdownOption } from '../lib/dropdown-options';

/**
 * The club's sport categories as dropdown options (value: the category's id), for the COURSE
 * template's `category` field; null for every other field (no request then).
 */
export function useCourseCategoryOptions(isCategoryField: boolean): DropdownOption[] | null {
  const categories = useCall(listCategories, isCategoryField ? {} : null);
  if (!isCategoryField) return null;
  return (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/** A category for a new sport, named in German and English; the dropdown's list then reloads. */
export async function addCourseCategory(name: string, nameEn: string): Promise<Category> {
  const category = await call(createCategory, { body: { name, nameEn } });
  await refreshCall(listCategories, {});
  return category;
}

import { call, refreshApiData, useApiData } from '@club/shared';
import type { Category } from '@club/shared/contracts/schemas';
import { createCategory, listCategories } from '@club/shared/contracts/endpoints/calendar';
import type { DropdownOption } from '../lib/dropdown-options';

const categoriesKey = 'calendar/categories';

async function fetchCategories(): Promise<Category[]> {
  return call(listCategories, {});
}

/**
 * The club's sport categories as dropdown options (value: the category's id), for the COURSE
 * template's `category` field; null for every other field (no request then).
 */
export function useCourseCategoryOptions(isCategoryField: boolean): DropdownOption[] | null {
  const categories = useApiData(isCategoryField ? categoriesKey : null, fetchCategories);
  if (!isCategoryField) return null;
  return (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/** A category for a new sport, named in German and English; the dropdown's list then reloads. */
export async function addCourseCategory(name: string, nameEn: string): Promise<Category> {
  const category = await call(createCategory, { body: { name, nameEn } });
  await refreshApiData(categoriesKey);
  return category;
}

import { call, useApiData } from '@club/shared';
import type { Category } from '@club/shared/contracts/schemas';
import { listCategories } from '@club/shared/contracts/endpoints/calendar';
import type { DropdownOption } from '../lib/dropdown-options';

async function fetchCategories(): Promise<Category[]> {
  return call(listCategories, {});
}

/**
 * The club's sport categories as dropdown options (value: the category's id), for the COURSE
 * template's `category` field; null for every other field (no request then).
 */
export function useCourseCategoryOptions(isCategoryField: boolean): DropdownOption[] | null {
  const categories = useApiData(isCategoryField ? 'calendar/categories' : null, fetchCategories);
  if (!isCategoryField) return null;
  return (categories.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

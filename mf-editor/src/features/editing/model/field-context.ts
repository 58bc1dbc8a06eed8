import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { menusAtom, type FieldContext, type MenuItem } from '@club/shared';
import { berlinToday, knownRouteCheck } from '@club/shared/contracts';

const pathsOf = (items: readonly (MenuItem | null)[]): string[] =>
  items.flatMap((item) => (item ? [item.path, ...pathsOf(item.children ?? [])] : []));

/** What §5's rules need: the site's routes (internal links), the language and today. */
export function useFieldContext(): FieldContext {
  const menus = useAtomValue(menusAtom);
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'de';
  return useMemo(
    () => ({ isKnownRoute: knownRouteCheck(pathsOf(Object.values(menus))), language, today: berlinToday() }),
    [menus, language],
  );
}

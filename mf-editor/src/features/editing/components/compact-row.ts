import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * How many of the admin bar's secondary controls go into its "More" menu (0: none) so that the
 * bar stays one row (issue 34, defect 10: at 768 px it wrapped into 2-3 rows over the page). One
 * more goes whenever the row overflows; one comes back when the row is as wide as it needed with
 * it. The bar's height goes to the page as bottom padding, so the bar never covers the page's end.
 */
export function useOverflowLevel(
  barRef: RefObject<HTMLElement | null>,
  rowRef: RefObject<HTMLElement | null>,
  contentKey: unknown[],
  maxLevel: number,
): number {
  const key = JSON.stringify(contentKey);
  // For this content only: new content (edit mode, an error button, the language) starts from
  // the full row and is measured again before paint, so it does not flicker.
  const [state, setState] = useState({ key, level: 0 });
  const level = state.key === key ? state.level : 0;
  // The row's width needed at each level, as measured when it overflowed there.
  const needed = useRef<number[]>([]);

  useLayoutEffect(() => {
    const row = rowRef.current;
    const bar = barRef.current;
    if (!row || !bar) return;
    if (level === 0) needed.current = [];
    const check = () => {
      if (row.clientWidth === 0) return;
      // The row's items side by side (not scrollWidth: an open menu's list would count).
      const items = Array.from(row.children);
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
      const width = items.reduce((sum, item) => sum + item.getBoundingClientRect().width, gap * (items.length - 1));
      if (level < maxLevel && width > row.clientWidth + 1) {
        needed.current[level] = width;
        setState({ key, level: level + 1 });
      } else if (level > 0 && row.clientWidth >= (needed.current[level - 1] ?? Infinity))
        setState({ key, level: level - 1 });
      document.body.style.setProperty('--editor-bar-height', `${bar.offsetHeight}px`);
    };
    check();
    const observer = new ResizeObserver(check);
    observer.observe(row);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [level, key, maxLevel, barRef, rowRef]);

  useLayoutEffect(
    () => () => {
      document.body.style.removeProperty('--editor-bar-height');
    },
    [],
  );
  return level;
}

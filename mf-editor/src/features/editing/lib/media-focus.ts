import type { MediaFocus } from '@club/shared';

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const rounded = (value: number) => Math.round(clamp(value) * 100) / 100;

/** The focal point a click at (clientX, clientY) sets on a picture laid out in `box`. */
export function pointAt(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): MediaFocus {
  if (box.width <= 0 || box.height <= 0) return { x: 0.5, y: 0.5 };
  return { x: rounded((clientX - box.left) / box.width), y: rounded((clientY - box.top) / box.height) };
}

const step = 0.05;
const moves: Record<string, [number, number]> = {
  ArrowLeft: [-step, 0],
  ArrowRight: [step, 0],
  ArrowUp: [0, -step],
  ArrowDown: [0, step],
};

/** The point moved by an arrow key (5 % of the picture), or null for any other key. */
export function moveFocus(focus: MediaFocus, key: string): MediaFocus | null {
  const move = moves[key];
  if (!move) return null;
  return { x: rounded(focus.x + move[0]), y: rounded(focus.y + move[1]) };
}

export const percent = (value: number): number => Math.round(value * 100);

/** 'Sommerfest, Zelt ,, abend' -> ['sommerfest', 'zelt', 'abend'] (at most 10, as the server keeps). */
export const labelsFromText = (text: string): string[] =>
  [
    ...new Set(
      text
        .split(',')
        .map((label) => label.trim().toLowerCase().slice(0, 40))
        .filter(Boolean),
    ),
  ].slice(0, 10);

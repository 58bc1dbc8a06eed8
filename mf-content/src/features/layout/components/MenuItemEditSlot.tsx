import { useAtomValue } from 'jotai';
import { editorSlotAtom, pageFlagsAtom, type MenuItem } from '@club/shared';

/** The editor's controls for a menu item (rename) in edit mode; nothing for visitors and members. */
export function MenuItemEditSlot({ item }: { item: MenuItem }) {
  const slot = useAtomValue(editorSlotAtom);
  const { isEditModeOn } = useAtomValue(pageFlagsAtom);
  if (!isEditModeOn || !slot?.MenuItemControls) return null;
  return <slot.MenuItemControls item={item} />;
}

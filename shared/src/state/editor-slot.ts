import { atom } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import type { MenuItem, Template } from '../contracts';

/**
 * The seam between the live page and the editor (architecture.md): mf-editor fills this slot
 * when it loads (only for WRITE_CONTENT users); mf-content wraps its blocks, footer and social
 * media row with these frames while edit mode is on, and renders them plain when the slot is
 * empty. mf-content never imports editor code.
 */
export interface EditorSlot {
  /** Wraps one block of the page: edit controls, "add a template here" in add-template mode. */
  BlockFrame: ComponentType<{ template: Template; position: number; children: ReactNode }>;
  /**
   * Wraps the page's whole list of framed blocks (issue 34: moving blocks by drag and drop needs
   * one owner of all of them). Optional: an editor without it leaves the list as it is.
   */
  BlockListFrame?: ComponentType<{ templates: Template[]; children: ReactNode }>;
  /** Wraps the footer or the social media row (templates of their own contents). */
  ChromeFrame: ComponentType<{ part: 'footer' | 'socialMedia'; children: ReactNode }>;
  /**
   * Controls next to a menu item of the navigation (rename) while edit mode is on; the editor
   * decides which items get them (§6: not the top-level ones).
   */
  MenuItemControls: ComponentType<{ item: MenuItem }>;
}

export const editorSlotAtom = atom<EditorSlot | null>(null);

/**
 * The other direction of the seam: mf-content puts its block renderer here (the real block
 * component of a template type, without the editor's frame), so the editor's "add block" chooser
 * previews the real blocks with sample data without importing mf-content. Null until a page
 * with blocks has rendered; the chooser then shows schematic previews.
 */
export interface BlockPreviewSlot {
  RenderBlock: ComponentType<{ template: Template }>;
}

export const blockPreviewSlotAtom = atom<BlockPreviewSlot | null>(null);

import { atom } from 'jotai';
import type { ComponentType, ReactNode } from 'react';
import type { Template } from '../contracts';

/**
 * The seam between the live page and the editor (architecture.md): mf-editor fills this slot
 * when it loads (only for WRITE_CONTENT users); mf-content wraps its blocks, footer and social
 * media row with these frames while edit mode is on, and renders them plain when the slot is
 * empty. mf-content never imports editor code.
 */
export interface EditorSlot {
  /** Wraps one block of the page: edit controls, "add a template here" in add-template mode. */
  BlockFrame: ComponentType<{ template: Template; position: number; children: ReactNode }>;
  /** Wraps the footer or the social media row (templates of their own contents). */
  ChromeFrame: ComponentType<{ part: 'footer' | 'socialMedia'; children: ReactNode }>;
}

export const editorSlotAtom = atom<EditorSlot | null>(null);

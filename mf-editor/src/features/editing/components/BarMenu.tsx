import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface BarMenuItem {
  key: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** A switch (the add-templates toggle): announced as checked or not. */
  checked?: boolean;
}

interface Props {
  label: ReactNode;
  items: BarMenuItem[];
  className?: string;
}

/**
 * A menu button of the admin bar, opening upwards: Enter/Space or a click opens it with the first
 * item focused, the arrow keys, Home and End move, Escape closes it and gives focus back to the
 * button, Tab or a click elsewhere closes it.
 */
export function BarMenu({ label, items, className }: Props) {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const enabled = () => Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);

  useEffect(() => {
    if (!isOpen) return;
    enabled()[0]?.focus();
    const close = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [isOpen]);

  const onKeyDown = (event: KeyboardEvent) => {
    const items = enabled();
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo = (index: number) => items[(index + items.length) % items.length]?.focus();
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveTo(at + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(at - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      moveTo(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      moveTo(items.length - 1);
    } else if (event.key === 'Tab') setOpen(false);
  };

  return (
    <div className={['editor-bar__menu', className].filter(Boolean).join(' ')} ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="editor-bar__button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setOpen(!isOpen)}
      >
        {label}
      </button>
      {isOpen && (
        <div className="editor-bar__dropdown" role="menu" ref={listRef}>
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
              aria-checked={item.checked}
              disabled={item.disabled}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.checked !== undefined && <span aria-hidden="true">{item.checked ? '☑ ' : '☐ '}</span>}
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

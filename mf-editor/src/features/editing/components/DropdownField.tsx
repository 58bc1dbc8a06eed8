import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { namespace } from '../../../locales';
import { useCourseCategoryOptions } from '../api/course-categories';
import { dropdownSpec, matchOptions } from '../lib/dropdown-options';

/** §5: the list follows the search text 300 ms after the last keystroke. */
export const searchDebounceMs = 300;

interface Props {
  fieldName: string;
  value: string;
  onChange: (value: string) => void;
  inputProps: { id: string; className: string; 'aria-invalid'?: boolean; 'aria-describedby': string };
}

/**
 * A DROPDOWN field (§3, §5): a searchable list. Typing filters it after the debounce; Enter
 * selects when exactly one match remains (or the highlighted one after the arrow keys).
 */
export function DropdownField({ fieldName, value, onChange, inputProps }: Props) {
  const { t } = useTranslation(namespace);
  const listId = useId();
  const spec = dropdownSpec(fieldName, t);
  // The COURSE template's sport category: the club's categories, read from the calendar (issue 21).
  const categoryOptions = useCourseCategoryOptions(fieldName === 'category');
  const { options, allowsFreeText } = categoryOptions ? { options: categoryOptions, allowsFreeText: false } : spec;
  const currentLabel = options.find((o) => o.value === value)?.label ?? value;
  // null: not searching, the input shows the chosen value.
  const [query, setQuery] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);

  useEffect(() => {
    if (query === null) return;
    const timer = setTimeout(() => setSearch(query), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [query]);

  const shown = matchOptions(options, search);
  const close = () => {
    setQuery(null);
    setSearch('');
    setOpen(false);
    setHighlighted(-1);
  };
  const choose = (next: string) => {
    onChange(next);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((index) => Math.max(0, Math.min(shown.length - 1, index + step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (highlighted >= 0 && shown[highlighted]) return choose(shown[highlighted].value);
      if (query === null) return;
      // Enter decides on what is typed now, without waiting for the list to catch up.
      const matches = matchOptions(options, query);
      if (matches.length === 1) choose(matches[0]!.value);
      else if (allowsFreeText && query.trim()) choose(query.trim());
    } else if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className="editor-dropdown">
      <input
        {...inputProps}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
        autoComplete="off"
        placeholder={t('dropdown.search')}
        value={query ?? currentLabel}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          if (allowsFreeText && query !== null && query.trim() && query.trim() !== value) onChange(query.trim());
          close();
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setHighlighted(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {isOpen && (
        <ul id={listId} role="listbox" className="editor-dropdown__list" aria-label={t('dropdown.options')}>
          {shown.length === 0 ? (
            <li className="editor-dropdown__empty">{t('dropdown.noMatch')}</li>
          ) : (
            shown.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.value === value}
                className={`editor-dropdown__option${index === highlighted ? ' editor-dropdown__option--active' : ''}`}
                // Before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(option.value);
                }}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

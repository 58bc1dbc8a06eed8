import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldContext, Template, TemplateField, Value } from '@club/shared';
import {
  fieldKindOf,
  plainTextLength,
  maxCoursePlaces,
  missingAltFields,
  validateFieldValue,
} from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { DropdownField } from './DropdownField';
import { NewCategory } from './NewCategory';
import { endTypingRun } from '../model/undo';
import { IconField, LineListField, LinkListField } from './ListFields';
import { AltTextField } from './AltTextField';
import { PhotoField } from './PhotoField';
import { RichTextField } from './RichTextField';

interface Props {
  template: Template;
  field: TemplateField;
  value: Value;
  context: FieldContext;
  onChange: (value: string) => void;
}

/** Plain inputs of the widgets that are one <input>. */
const inputTypes: Partial<Record<string, string>> = {
  email: 'email',
  tel: 'tel',
  number: 'number',
  places: 'number',
};

/** Prices are stored with a dot; German input shows and takes a comma (§5). */
const toDisplay = (field: TemplateField, text: string, language: string) =>
  field.type === 'PRICE' && language !== 'en' ? text.replace('.', ',') : text;
// German input may group thousands with dots ("1.234,50"): they go, the comma becomes the dot.
const toStored = (field: TemplateField, text: string, language: string) =>
  field.type === 'PRICE' && language !== 'en' ? text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.') : text;

/** A set picture's alt field while neither an alt text nor the decorative mark is given. */
function altError(template: Template, field: TemplateField, value: Value): string | null {
  const element = template.elements.find((e) => e.values.some((v) => v.id === value.id));
  return element && missingAltFields(template, element).includes(field.name) ? 'validation.altMissing' : null;
}

/** One input of §3's field types with §5's rule, counter, mandatory warning and revert control. */
export function Field({ template, field, value, context, onChange }: Props) {
  const { t } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  const id = useId();
  const messageId = `${id}-message`;
  const shown = toDisplay(field, value.value, context.language);
  // The field type's widget and limit, or this field's own (rules/field-kinds.ts).
  const kind = fieldKindOf(template.type, field);
  const error = validateFieldValue(field, template.type, shown, context) ?? altError(template, field, value);
  const limit = kind.limit;
  const length = kind.widget === 'richText' ? plainTextLength(value.value) : value.value.length;
  const isChanged = value.value !== (value.defaultValue ?? '');
  // A type's own label first (an event's places: empty = unlimited), else the field's.
  const label = t([`fieldsOf.${template.type}.${field.name}`, `fields.${field.name}`], { defaultValue: field.name });
  const set = (text: string) => onChange(toStored(field, text, context.language));
  const common_props = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': messageId,
    className: `editor-field__input${error ? ' editor-field__input--invalid' : ''}`,
  } as const;

  let input;
  switch (kind.widget) {
    case 'linkList':
      input = <LinkListField value={value.value} onChange={onChange} label={label} context={context} />;
      break;
    case 'lineList':
      input = <LineListField value={value.value} onChange={onChange} label={label} />;
      break;
    case 'icon':
      input = <IconField value={value.value} onChange={onChange} inputProps={common_props} />;
      break;
    case 'richText':
      input = <RichTextField labelId={`${id}-label`} value={value.value} onChange={onChange} invalid={!!error} />;
      break;
    case 'altText':
      input = <AltTextField inputProps={common_props} value={value.value} onChange={onChange} />;
      break;
    case 'photo':
      input = <PhotoField inputProps={common_props} value={value.value} onChange={onChange} />;
      break;
    case 'dropdown':
      input = (
        <>
          <DropdownField fieldName={field.name} value={value.value} onChange={onChange} inputProps={common_props} />
          {/* A course of a new sport needs its category first (issue 34). */}
          {field.name === 'category' && <NewCategory onCreated={onChange} />}
        </>
      );
      break;
    case 'secret':
      // A secret is never shown again: the stored one stays unless something is typed here.
      input = (
        <input
          {...common_props}
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={value.value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'checkbox':
      input = (
        <input
          {...common_props}
          type="checkbox"
          checked={value.value === 'true'}
          onChange={(e) => onChange(String(e.target.checked))}
        />
      );
      break;
    case 'textarea':
      input = <textarea {...common_props} rows={4} value={shown} onChange={(e) => set(e.target.value)} />;
      break;
    case 'date': {
      const max = kind.rule === 'pastDate' ? context.today : undefined;
      input = <input {...common_props} type="date" max={max} value={shown} onChange={(e) => set(e.target.value)} />;
      break;
    }
    case 'time':
      input = <input {...common_props} type="time" step={60} value={shown} onChange={(e) => set(e.target.value)} />;
      break;
    default: {
      const type = inputTypes[kind.widget] ?? 'text';
      const isPlaces = kind.widget === 'places';
      input = (
        <input
          {...common_props}
          type={type}
          min={type === 'number' ? (isPlaces ? 1 : 0) : undefined}
          max={isPlaces ? maxCoursePlaces : undefined}
          step={isPlaces ? 1 : undefined}
          inputMode={kind.widget === 'price' ? 'decimal' : undefined}
          value={shown}
          onChange={(e) => set(e.target.value)}
        />
      );
    }
  }

  return (
    // Leaving the field ends its typing run: one undo step per run (issue 34).
    <div className={`editor-field${error ? ' editor-field--invalid' : ''}`} onBlur={endTypingRun}>
      <div className="editor-field__head">
        <label htmlFor={id} id={`${id}-label`} className="editor-field__label">
          {label}
          {field.isMandatory && <span className="editor-field__mandatory"> * {t('field.mandatory')}</span>}
        </label>
        <button
          type="button"
          className="editor-field__revert"
          disabled={!isChanged}
          onClick={() => onChange(value.defaultValue ?? '')}
          aria-label={t('field.revert', { label })}
          title={t('field.revert', { label })}
        >
          ↺
        </button>
      </div>
      {input}
      <div className="editor-field__foot">
        <span id={messageId} className="editor-field__message" role={error ? 'alert' : undefined}>
          {error ? common(error) : ''}
        </span>
        {limit !== undefined && (
          <span className={`editor-field__counter${length > limit ? ' editor-field__counter--over' : ''}`}>
            {length}/{limit}
          </span>
        )}
      </div>
    </div>
  );
}

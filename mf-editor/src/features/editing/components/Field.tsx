import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldContext, Template, TemplateField, Value } from '@club/shared';
import {
  catalogueField,
  isLineListField,
  isLinkListField,
  plainTextLength,
  maxCoursePlaces,
  textLimits,
  validateFieldValue,
} from '@club/shared/contracts';
import { namespace } from '../../../locales';
import { DropdownField } from './DropdownField';
import { IconField, LineListField, LinkListField } from './ListFields';
import { PhotoField } from './PhotoField';
import { RichTextField } from './RichTextField';

interface Props {
  template: Template;
  field: TemplateField;
  value: Value;
  context: FieldContext;
  onChange: (value: string) => void;
}

const multiLine = new Set(['TEXT', 'LONG_TEXT']);
const isRich = (type: string) => type === 'TEXT_EDITOR' || type === 'TEXT_EDITOR_2';
const isCheckbox = (type: string) => type.startsWith('CHECK_BOX');

/** Prices are stored with a dot; German input shows and takes a comma (§5). */
const toDisplay = (field: TemplateField, text: string, language: string) =>
  field.type === 'PRICE' && language !== 'en' ? text.replace('.', ',') : text;
// German input may group thousands with dots ("1.234,50"): they go, the comma becomes the dot.
const toStored = (field: TemplateField, text: string, language: string) =>
  field.type === 'PRICE' && language !== 'en' ? text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.') : text;

/** One input of §3's field types with §5's rule, counter, mandatory warning and revert control. */
export function Field({ template, field, value, context, onChange }: Props) {
  const { t } = useTranslation(namespace);
  const { t: common } = useTranslation('common');
  const id = useId();
  const messageId = `${id}-message`;
  const shown = toDisplay(field, value.value, context.language);
  const error = validateFieldValue(field, template.type, shown, context);
  const definition = catalogueField(template.type, field.name);
  const limit = definition?.maxLength ?? textLimits[field.type];
  const length = isRich(field.type) ? plainTextLength(value.value) : value.value.length;
  const isChanged = value.value !== (value.defaultValue ?? '');
  const label = t(`fields.${field.name}`, { defaultValue: field.name });
  const set = (text: string) => onChange(toStored(field, text, context.language));
  const common_props = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': messageId,
    className: `editor-field__input${error ? ' editor-field__input--invalid' : ''}`,
  } as const;

  let input;
  if (isLinkListField(template.type, field.name)) {
    input = <LinkListField value={value.value} onChange={onChange} label={label} context={context} />;
  } else if (isLineListField(template.type, field.name)) {
    input = <LineListField value={value.value} onChange={onChange} label={label} />;
  } else if (template.type === 'CONTACT' && field.name === 'icon') {
    input = <IconField value={value.value} onChange={onChange} inputProps={common_props} />;
  } else if (isRich(field.type)) {
    input = <RichTextField labelId={`${id}-label`} value={value.value} onChange={onChange} invalid={!!error} />;
  } else if (field.type === 'PHOTO') {
    input = <PhotoField inputProps={common_props} value={value.value} onChange={onChange} />;
  } else if (field.type.startsWith('DROPDOWN')) {
    input = <DropdownField fieldName={field.name} value={value.value} onChange={onChange} inputProps={common_props} />;
  } else if (definition?.isWriteOnly) {
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
  } else if (isCheckbox(field.type)) {
    input = (
      <input
        {...common_props}
        type="checkbox"
        checked={value.value === 'true'}
        onChange={(e) => onChange(String(e.target.checked))}
      />
    );
  } else if (multiLine.has(field.type)) {
    input = <textarea {...common_props} rows={4} value={shown} onChange={(e) => set(e.target.value)} />;
  } else if (field.type === 'DATE' || field.type === 'DATE_1') {
    const max = template.type === 'COURSE' ? undefined : context.today;
    input = <input {...common_props} type="date" max={max} value={shown} onChange={(e) => set(e.target.value)} />;
  } else if (field.type === 'TIME') {
    input = <input {...common_props} type="time" step={60} value={shown} onChange={(e) => set(e.target.value)} />;
  } else {
    const type =
      field.type === 'EMAIL'
        ? 'email'
        : field.type === 'PHONE'
          ? 'tel'
          : field.type.startsWith('NUMBER')
            ? 'number'
            : 'text';
    input = (
      <input
        {...common_props}
        type={type}
        min={type === 'number' ? (field.type === 'NUMBER_2' ? 1 : 0) : undefined}
        max={field.type === 'NUMBER_2' ? maxCoursePlaces : undefined}
        step={field.type === 'NUMBER_2' ? 1 : undefined}
        inputMode={field.type === 'PRICE' ? 'decimal' : undefined}
        value={shown}
        onChange={(e) => set(e.target.value)}
      />
    );
  }

  return (
    <div className={`editor-field${error ? ' editor-field--invalid' : ''}`}>
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

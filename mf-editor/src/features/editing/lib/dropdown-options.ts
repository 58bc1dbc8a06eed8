/** One choice of a DROPDOWN field: the stored value and what the list shows. */
export interface DropdownOption {
  value: string;
  label: string;
}

export interface DropdownSpec {
  options: DropdownOption[];
  /** Typed text is itself a value (opening hours: 'Montag – Donnerstag'); else only a choice is. */
  allowsFreeText: boolean;
}

type Translate = (key: string) => string;
const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/**
 * §3's options per DROPDOWN field: currency euros; repeat monthly, weekly, daily; unit minutes;
 * gender male and female; opening-hours days (weekdays, or any text such as a range).
 * Units and days are stored as shown in the page's language, as the seed stores them.
 */
export function dropdownSpec(fieldName: string, t: Translate): DropdownSpec {
  const coded = (values: string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  const shown = (keys: string[], prefix: string) =>
    keys.map((key) => ({ value: t(`${prefix}.${key}`), label: t(`${prefix}.${key}`) }));
  switch (fieldName) {
    case 'currency':
      return { options: coded(['EUR'], 'dropdown.currency'), allowsFreeText: false };
    case 'repeat':
      return { options: coded(['MONTHLY', 'WEEKLY', 'DAILY'], 'dropdown.repeat'), allowsFreeText: false };
    case 'unit':
      return { options: shown(['minutes'], 'dropdown.unit'), allowsFreeText: false };
    case 'gender':
      return { options: coded(['MALE', 'FEMALE'], 'dropdown.gender'), allowsFreeText: false };
    case 'kind':
      // An EVENT question's kind (rules/events.ts eventQuestionKinds).
      return { options: coded(['text', 'choice', 'yesNo'], 'dropdown.kind'), allowsFreeText: false };
    case 'day':
      return { options: shown(weekdays, 'dropdown.day'), allowsFreeText: true };
    default:
      return { options: [], allowsFreeText: true };
  }
}

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Options whose label contains the search text (case and accents ignored). */
export const matchOptions = (options: DropdownOption[], search: string): DropdownOption[] =>
  options.filter((o) => normalize(o.label).includes(normalize(search)) || normalize(o.value) === normalize(search));

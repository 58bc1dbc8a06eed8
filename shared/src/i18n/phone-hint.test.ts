import { isValidPhone } from '../contracts/rules/phone-number';
import de from './locales/de.json';
import en from './locales/en.json';

// The phone message shows examples; each must pass the rule it explains (issue 26: the profile
// suggested "030 1234567" and refused exactly that).
const examplesOf = (text: string) =>
  (text.split(':')[1] ?? '')
    .split(',')
    .map((example) => example.trim())
    .filter(Boolean);

describe('the phone hint', () => {
  it.each([
    ['de', de.validation.invalidPhone],
    ['en', en.validation.invalidPhone],
  ])('shows only examples the rule accepts (%s)', (_lang, text) => {
    const examples = examplesOf(text);
    expect(examples).toEqual(['+49 30 1234567', '030 1234567', '0151 23456789']);
    for (const example of examples) expect(isValidPhone(example)).toBe(true);
  });
});

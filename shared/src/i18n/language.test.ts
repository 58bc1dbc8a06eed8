import { resolveLanguage } from './language';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('resolveLanguage', () => {
  it('defaults to German', () => {
    expect(resolveLanguage('', memoryStorage())).toBe('de');
  });
  it('takes the lang query parameter and stores it', () => {
    const storage = memoryStorage();
    expect(resolveLanguage('?lang=en', storage)).toBe('en');
    expect(storage.values.get('language')).toBe('en');
  });
  it('uses the stored language when there is no parameter', () => {
    expect(resolveLanguage('?x=1', memoryStorage({ language: 'en' }))).toBe('en');
  });
  it('reads a regional tag by its language', () => {
    expect(resolveLanguage('?lang=de-AT', memoryStorage())).toBe('de');
  });
  it('falls back to English for unknown values', () => {
    expect(resolveLanguage('?lang=fr', memoryStorage())).toBe('en');
  });
});

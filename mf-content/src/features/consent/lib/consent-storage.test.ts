import { clearConsent, completeConsent, readConsent, writeConsent } from './consent-storage';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('consent storage', () => {
  it('reads null when nothing is stored', () => {
    expect(readConsent(memoryStorage())).toBeNull();
  });

  it('writes and reads the choice under consentAcceptance', () => {
    const storage = memoryStorage();
    writeConsent({ youtube: true, vimeo: false }, storage);
    expect(storage.data.get('consentAcceptance')).toBe('{"youtube":true,"vimeo":false}');
    expect(readConsent(storage)).toEqual({ youtube: true, vimeo: false });
  });

  it('ignores unreadable or non-boolean values', () => {
    const storage = memoryStorage();
    storage.setItem('consentAcceptance', '{"youtube":"yes","vimeo":true}');
    expect(readConsent(storage)).toEqual({ vimeo: true });
    storage.setItem('consentAcceptance', 'not json');
    expect(readConsent(storage)).toBeNull();
    storage.setItem('consentAcceptance', '[true]');
    expect(readConsent(storage)).toBeNull();
  });

  it('clears the choice', () => {
    const storage = memoryStorage();
    writeConsent({ youtube: true }, storage);
    clearConsent(storage);
    expect(readConsent(storage)).toBeNull();
  });

  it('completes a partial choice for every tool', () => {
    expect(completeConsent({ vimeo: true })).toEqual({ youtube: false, vimeo: true, instagram: false });
    expect(completeConsent(null, true)).toEqual({ youtube: true, vimeo: true, instagram: true });
  });
});

import { fragmentAddresses, queryAddressesParts } from './hydration-address';

describe('what the address points at', () => {
  it('takes any parameter a part may read on arrival as an address', () => {
    expect(queryAddressesParts('?id=chk_1&resourcePath=%2Fv1')).toBe(true);
    expect(queryAddressesParts('?join=course-1')).toBe(true);
    expect(queryAddressesParts('?lang=de&somethingNew=1')).toBe(true);
  });

  it('ignores the language, the login start and campaign tags', () => {
    expect(queryAddressesParts('')).toBe(false);
    expect(queryAddressesParts('?lang=en&login=start&utm_source=mail&utm_campaign=spring&gclid=x')).toBe(false);
  });

  it('finds a fragment by id or anchor name, percent-encoded too', () => {
    const part = document.body.appendChild(document.createElement('section'));
    part.appendChild(document.createElement('h2')).id = 'über-uns';
    const anchor = part.appendChild(document.createElement('a'));
    anchor.setAttribute('name', 'team');
    expect(fragmentAddresses('#%C3%BCber-uns', part)).toBe(true);
    expect(fragmentAddresses('#team', part)).toBe(true);
    expect(fragmentAddresses('#elsewhere', part)).toBe(false);
    expect(fragmentAddresses('#', part)).toBe(false);
    part.remove();
  });
});

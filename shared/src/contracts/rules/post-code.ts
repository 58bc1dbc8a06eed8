// The one German post code rule (issue 23/26): five digits from 01001 to 99998 (patterns.ts holds
// the pattern). The profile form, the membership wizard and the API read it from here.
import { germanPostCodePattern } from './patterns';

export const isGermanPostCode = (value: string): boolean => germanPostCodePattern.test(value.trim());

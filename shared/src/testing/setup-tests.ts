import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadAllLocales } from '../i18n/instance';

// react-router 7 needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Texts load per language on demand (shared/src/i18n/instance.ts); a test renders with both
// languages' texts of every namespace its imports registered.
beforeAll(() => loadAllLocales());

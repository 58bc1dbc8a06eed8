import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder });

import { addLocales } from '@club/shared';
import de from './de.json';
import en from './en.json';
import courseDe from '../features/course/locales/de.json';
import courseEn from '../features/course/locales/en.json';
import joinDe from '../features/join-course/locales/de.json';
import joinEn from '../features/join-course/locales/en.json';
import paymentDe from '../features/payment/locales/de.json';
import paymentEn from '../features/payment/locales/en.json';

export const namespace = 'checkout';
addLocales(namespace, {
  de: { ...de, course: courseDe, join: joinDe, payment: paymentDe },
  en: { ...en, course: courseEn, join: joinEn, payment: paymentEn },
});

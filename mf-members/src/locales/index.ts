import { addLocales } from '@club/shared';
import de from './de.json';
import en from './en.json';
import profileDe from '../features/profile/locales/de.json';
import profileEn from '../features/profile/locales/en.json';
import myCoursesDe from '../features/my-courses/locales/de.json';
import myCoursesEn from '../features/my-courses/locales/en.json';

export const namespace = 'members';
addLocales(namespace, {
  de: { ...de, profile: profileDe, myCourses: myCoursesDe },
  en: { ...en, profile: profileEn, myCourses: myCoursesEn },
});

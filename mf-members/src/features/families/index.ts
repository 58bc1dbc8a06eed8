import './locales';
export { FamilyProfiles } from './components/FamilyProfiles';

import './locales';
export { ProfileForm } from './components/ProfileForm';

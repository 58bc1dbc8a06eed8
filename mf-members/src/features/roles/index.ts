import './locales';
export { RolesPage } from './components/RolesPage';

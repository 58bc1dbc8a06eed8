import './locales';
export { RolesPage } from './components/RolesPage';
export { fetchAccessOverview, overviewKey } from './api/roles';

import './locales';
export { ApplicationsPage } from './components/ApplicationsPage';

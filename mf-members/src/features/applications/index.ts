export { ApplicationsPage } from './components/ApplicationsPage';

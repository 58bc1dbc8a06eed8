import './locales';
export { ApplicationsPage } from './components/ApplicationsPage';
export { DataRightsPage } from './components/DataRightsPage';
export { saveFile, errorMessageOf } from './lib/download';

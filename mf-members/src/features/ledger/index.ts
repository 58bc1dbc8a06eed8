import './locales';
export { LedgerPage } from './components/LedgerPage';

import './locales';
export { MessagesPage } from './components/MessagesPage';

import './locales';

export { MessageForm } from './components/MessageForm';

import './locales';
export { PaymentStep, type PaymentCourse } from './components/PaymentStep';

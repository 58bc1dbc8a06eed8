export { PaymentStep, type PaymentCourse } from './components/PaymentStep';

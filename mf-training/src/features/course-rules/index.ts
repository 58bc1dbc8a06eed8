export { CourseMoneyRulesForm } from './components/CourseMoneyRulesForm';

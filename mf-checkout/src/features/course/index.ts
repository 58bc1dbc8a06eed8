import './locales';
export { CourseBlock } from './components/CourseBlock';

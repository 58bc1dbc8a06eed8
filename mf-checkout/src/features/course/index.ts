export { CourseBlock } from './components/CourseBlock';

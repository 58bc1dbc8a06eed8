import './locales';
export { SideList } from './components/SideList';
export { CourseTable } from './components/CourseTable';

import './locales';
export { JoinCourseModal } from './components/JoinCourseModal';
export { joinSteps, storedCheckoutCourse, takeResumeStep, type JoinStep } from './lib/step-storage';

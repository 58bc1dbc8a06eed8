import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, EventsGroup } from '@club/shared/contracts/schemas';
import { namespace } from '../../../locales';
import { myCoursesCategory } from '../model/selection';

interface CourseSelectsProps {
  categories: Category[];
  courses: EventsGroup[];
  categoryId: string | null;
  eventsGroupId: string | null;
  showMyCourses: boolean;
  onCategory: (id: string | null) => void;
  onCourse: (id: string | null) => void;
}

/** The category dropdown (with the fixed pseudo-category My Courses) and the course dropdown. */
export function CourseSelects(props: CourseSelectsProps) {
  const { t } = useTranslation(namespace);
  const categoryId = useId();
  const courseId = useId();
  return (
    <div className="course-selects">
      <div className="course-selects__field">
        <label htmlFor={categoryId}>{t('schedule.category')}</label>
        <select
          id={categoryId}
          value={props.categoryId ?? ''}
          onChange={(event) => props.onCategory(event.target.value || null)}
        >
          <option value="">{t('schedule.categoryPlaceholder')}</option>
          {props.showMyCourses ? <option value={myCoursesCategory}>{t('schedule.myCourses')}</option> : null}
          {props.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <div className="course-selects__field">
        <label htmlFor={courseId}>{t('schedule.course')}</label>
        <select
          id={courseId}
          value={props.eventsGroupId ?? ''}
          disabled={!props.categoryId}
          onChange={(event) => props.onCourse(event.target.value || null)}
        >
          <option value="">{t('schedule.coursePlaceholder')}</option>
          {props.courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

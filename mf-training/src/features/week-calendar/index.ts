export { WeekCalendar, type WeekCalendarProps } from './components/WeekCalendar';
export {
  clubTime,
  clubZone,
  dateOf,
  durationMinutes,
  shiftWeek,
  timeOf,
  todayInClub,
  weekOf,
  weekWindow,
  type Week,
} from './lib/week';

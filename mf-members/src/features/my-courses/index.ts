import './locales';
export { SideList } from './components/SideList';
export { CourseTable } from './components/CourseTable';
export { OrderList } from './components/OrderList';
export { ReceiptPage } from './components/ReceiptPage';
export { WaitingList } from './components/WaitingList';
export { formatDay, formatDayTime } from './lib/format';

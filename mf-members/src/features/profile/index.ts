import './locales';
export { ProfileForm } from './components/ProfileForm';
export { fetchMyCourses, fetchUser, fetchWallet, myCoursesKey, userKey, walletKey } from './api/users';

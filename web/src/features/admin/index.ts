/** Administration of universities and lecturers (the admin dashboard, loaded on demand by the router). */
export { fetchUniversities, UNIVERSITIES_KEY } from './api';

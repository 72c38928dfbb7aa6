export { AuthoringListPage } from './AuthoringListPage';
export { AuthoringEditPage } from './AuthoringEditPage';

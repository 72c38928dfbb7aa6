export { AuthoringListPage } from './AuthoringListPage';
export { AuthoringEditPage } from './AuthoringEditPage';
export { AuthoringPreviewPage } from './AuthoringPreviewPage';

/** The catalogue's pages, loaded together on demand by the router. */
export { CssdPage } from './CssdPage';
export { LabListPage } from './LabListPage';
export { LabScreenPage } from './LabScreenPage';
export { LabByIdRedirect, LegacyRedirect } from './LegacyRedirect';
export { StudentDashboardPage } from './StudentDashboardPage';
export { SubjectDashboardPage } from './SubjectDashboardPage';

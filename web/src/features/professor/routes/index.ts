import './../locales';
export { ProfessorDashboardPage } from './ProfessorDashboardPage';
export { StudentLabsPage } from './StudentLabsPage';
export { LabDetailPage } from './LabDetailPage';
export { ReviewQueuePage } from './ReviewQueuePage';
export { ReviewAttemptPage } from './ReviewAttemptPage';
export { DueDatesPage } from './DueDatesPage';

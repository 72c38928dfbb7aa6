/** The submission feature's pages, loaded on demand by the router (with their strings). */
import '../locales';
export { HistoryPage } from './HistoryPage';
export { LegacyHistoryRedirect } from './LegacyHistoryRedirect';

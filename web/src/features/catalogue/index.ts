/** What other features may use of the catalogue: the lab screen's view of a lab (a lecturer's preview shows it too). */
export { LabContent } from './components/LabContent';
export { LabLanguageSelect } from './components/LabLanguageSelect';

import '../locales';
export { AgreementPage } from './AgreementPage';

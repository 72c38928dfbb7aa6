/** The camera and microphone check (/student/test-upload), loaded on demand by the router. */
import './locales';
export { DeviceCheckPage } from './DeviceCheckPage';

/** The not-found page (any unknown path). */
export { NotFoundPage } from './NotFoundPage';

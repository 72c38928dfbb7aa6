export { signOut } from './signOut';

export { signOut } from './signOut';
export { RequireRole } from './guards';

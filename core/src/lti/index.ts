export * from './claims.js';
export * from './roles.js';

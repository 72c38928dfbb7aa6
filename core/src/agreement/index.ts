export * from './stats.js';

export * from './machine.js';
export * from './media.js';

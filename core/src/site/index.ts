export * from './config.js';
export * from './demoRequest.js';
export * from './library.js';

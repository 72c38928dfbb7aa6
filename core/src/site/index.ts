export * from './plans.js';
export * from './config.js';
export * from './demoRequest.js';
export * from './library.js';
export * from './librarySchema.js';
export * from './pageMeta.js';

export * from './status.js';
export * from './view.js';
export * from './upload.js';
export * from './subjects.js';
export * from './estimate.js';

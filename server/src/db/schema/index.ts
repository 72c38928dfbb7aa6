export * from './accounts.js';
export * from './appState.js';
export * from './catalogue.js';
export * from './courses.js';
export * from './submissions.js';
export * from './security.js';
export * from './site.js';
export * from './comments.js';

export * from './accounts.js';
export * from './appState.js';

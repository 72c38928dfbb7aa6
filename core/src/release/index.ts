export * from './types.js';
export { decideRelease, isAuditSample, DEFAULT_RELEASE_POLICY, type ReleaseRules } from './decideRelease.js';
export { explainedBy, EXPLAINED_WINDOW, type Explained } from './unexplained.js';
export { HEARING_CONFIDENCE_THRESHOLD } from './hearingThreshold.js';
export { releaseReasonCodes } from './reasonCodes.js';

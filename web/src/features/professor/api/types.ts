/** The professor API's answers: the types inferred from the server's schemas in core (core/src/professor/apiSchemas.ts). */
export type {
  DangerVerdict,
  DangerVerdictAnswer,
  DangerVerdictRecord,
  LabStat,
  ProfessorAttempt,
  ProfessorLabs,
  ProfessorUniversity,
  ReviewForm,
  ReviewInput,
  ReviewQueueAnswer,
  ReviewQueueEntry,
  ReviewRecord,
  StudentLabs,
  StudentLabStatusRow,
} from '@nurselab/core';

import { gradeWithRubric } from '@nurselab/core';
import type { Evaluator } from './types.js';

/** Today's rubric grader behind the port: offline, always available, the default everywhere. */
export const rubricEvaluator: Evaluator = {
  name: 'rubric',
  evaluate: async ({ questions, scenario, transcript }) => ({ grade: gradeWithRubric(questions, transcript, { scenario }) }),
};

export type { Evaluator, EvaluatorName, EvaluationInput, EvaluationSettings, Judgement, LlmEvaluatorConfig, LlmRun } from './types.js';
export { EvaluatorError, type EvaluatorErrorCode } from './errors.js';
export { rubricEvaluator } from './rubric.js';
export { createLlmEvaluator } from './llm/index.js';
export { PROMPT_VERSION, promptFor } from './prompts/index.js';

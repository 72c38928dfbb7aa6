export type EvaluatorErrorCode =
  | 'timeout'
  | 'aborted'
  /** The server answered with an error (HTTP status), or could not be reached. */
  | 'failed'
  /** The model declined to grade (message.refusal). */
  | 'refused'
  /** The answer was not the JSON asked for, even after a repair request. */
  | 'malformed';

/** A judge gave no usable verdict; `retryable` troubles (busy, slow, unlucky) go back to the job queue. */
export class EvaluatorError extends Error {
  readonly name = 'EvaluatorError';
  constructor(
    readonly code: EvaluatorErrorCode,
    readonly evaluator: string,
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type TranscriberErrorCode =
  | 'unsupported_language'
  /** The engine or its model is not installed or not readable: fix the configuration. */
  | 'unavailable'
  | 'timeout'
  | 'aborted'
  /** The engine ran and failed, or a server answered with an error. */
  | 'failed';

export class TranscriberError extends Error {
  readonly name = 'TranscriberError';
  constructor(
    readonly code: TranscriberErrorCode,
    readonly transcriber: string,
    message: string,
    /** Worth retrying later (network trouble, a busy server), as opposed to a configuration error. */
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

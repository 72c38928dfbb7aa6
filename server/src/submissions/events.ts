import { EventEmitter } from 'node:events';

/**
 * "Submission X changed", inside one process. Whoever updates a submission publishes; live
 * streams and waiting requests listen. Workers in other processes are covered by a DB poll.
 */
export class SubmissionEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(submissionId: string): void {
    this.emitter.emit(submissionId);
  }

  subscribe(submissionId: string, listener: () => void): () => void {
    this.emitter.on(submissionId, listener);
    return () => this.emitter.off(submissionId, listener);
  }
}

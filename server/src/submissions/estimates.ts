import { estimateEvaluation, serverSpeed, SPEED_WINDOW, type EvaluationEstimate, type ServerSpeed, type SubmissionStatus } from '@nurselab/core';
import type { Db } from '../db/client.js';
import { SpeedRepository } from './speedRepository.js';

/** The speed is re-measured at most this often: every live view asks for it. */
const SPEED_TTL_MS = 15_000;

/** This server's measured speed (median over the last evaluations) and the estimate of an answer being evaluated. */
export class EstimateService {
  private readonly repository: SpeedRepository;
  private cached?: { at: number; speed: Promise<ServerSpeed | null> };

  /** `workers`: answers the deployment evaluates at once (config evaluationWorkers.total). */
  constructor(db: Db, private readonly ttlMs = SPEED_TTL_MS, private readonly workers = 1) {
    this.repository = new SpeedRepository(db);
  }

  speed(): Promise<ServerSpeed | null> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at >= this.ttlMs) {
      const speed = this.repository.recentSamples(SPEED_WINDOW).then(serverSpeed);
      this.cached = { at: now, speed };
      // Without history (a new server: few rows to read) every view looks again, so the first results count at once.
      speed.then((known) => known ?? (this.cached = undefined)).catch(() => (this.cached = undefined));
    }
    return this.cached.speed;
  }

  /** An answer of `audioSeconds` sent now: the answers being evaluated are ahead of it. */
  async forNewAnswer(audioSeconds: number): Promise<EvaluationEstimate & { audioSeconds: number }> {
    const [speed, ahead] = await Promise.all([this.speed(), this.repository.aheadOf(new Date())]);
    return { ...estimateEvaluation({ stage: 'queued', audioSeconds, ahead, speed, workers: this.workers }), audioSeconds };
  }

  /** Null once the answer has left evaluation (graded, waiting for a lecturer, failed). */
  async estimate(row: { status: SubmissionStatus; durationSeconds: number; createdAt: Date }): Promise<EvaluationEstimate | null> {
    if (row.status !== 'queued' && row.status !== 'transcribing' && row.status !== 'grading') return null;
    const [speed, ahead] = await Promise.all([this.speed(), row.status === 'queued' ? this.repository.aheadOf(row.createdAt) : { count: 0, audioSeconds: 0 }]);
    return estimateEvaluation({ stage: row.status, audioSeconds: row.durationSeconds, ahead, speed, workers: this.workers });
  }
}

import type { LtiRepository } from './repository.js';

/**
 * The registered platforms' origins, for Content-Security-Policy frame-ancestors. Helmet asks
 * synchronously on every response, so the list is kept in memory: refreshed when this process
 * changes a registration, and every minute for changes other processes make.
 */
export class FrameOrigins {
  private origins: string[] = [];
  private timer?: NodeJS.Timeout;

  constructor(private readonly repository: LtiRepository) {}

  async refresh(): Promise<void> {
    this.origins = await this.repository.frameOrigins();
  }

  start(intervalMs = 60_000): void {
    this.timer = setInterval(() => void this.refresh().catch(() => {}), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** True while no LMS is registered: nothing but NurseLab itself may frame it. */
  onlySelf(): boolean {
    return this.origins.length === 0;
  }

  /** The frame-ancestors source list: ourselves and every registered platform. */
  directive(): string {
    return ["'self'", ...this.origins].join(' ');
  }
}

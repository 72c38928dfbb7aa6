import { PRIVACY_NOTICE_VERSION, type ConsentStatus } from '@nurselab/core';
import type { Principal } from '../auth/guards.js';
import { ApiError } from '../http/errors.js';
import type { ConsentRepository } from './repository.js';

/** Consent to the privacy notice in force, asked before a student's first recording and again for each new version. */
export class ConsentService {
  constructor(
    private readonly repository: ConsentRepository,
    readonly noticeVersion = PRIVACY_NOTICE_VERSION,
  ) {}

  async status(principal: Principal): Promise<ConsentStatus> {
    const at = await this.repository.consentedAt(principal.userId, this.noticeVersion);
    return { noticeVersion: this.noticeVersion, consentedAt: at?.toISOString() ?? null };
  }

  /** The student agrees to the version they were shown; an older one is refused, so they read the new notice first. */
  async consent(principal: Principal, noticeVersion: string): Promise<ConsentStatus> {
    if (principal.role !== 'student') throw new ApiError(403, 'privacy.studentsOnly');
    if (noticeVersion !== this.noticeVersion) throw new ApiError(409, 'privacy.consentRequired', [], {}, { noticeVersion: this.noticeVersion });
    const at = await this.repository.record(principal.userId, noticeVersion);
    return { noticeVersion, consentedAt: at.toISOString() };
  }

  /** Refuses a recording from a student without consent to the notice in force. */
  async requireConsent(principal: Principal): Promise<void> {
    if (principal.role !== 'student') return;
    if (!(await this.repository.consentedAt(principal.userId, this.noticeVersion))) {
      throw new ApiError(409, 'privacy.consentRequired', [], {}, { noticeVersion: this.noticeVersion });
    }
  }
}


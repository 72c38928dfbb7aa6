/**
 * The version of the privacy notice in force. Changing the notice's content means a new
 * version here: every student is then asked again before their next recording.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** A student's consent to the notice in force (PDPA s.26: explicit consent to recording face and voice). */
export interface ConsentStatus {
  noticeVersion: string;
  /** ISO time of the consent to this version, or null when the student has not given it. */
  consentedAt: string | null;
}

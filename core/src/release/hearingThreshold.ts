/**
 * Below this `transcript.hearing.confidence` an answer goes to a lecturer: the transcript is
 * probably too far from what was said to grade.
 *
 * Measured 2026-11-27 on the spoken bench (`npx tsx bench/spoken/run.ts`, pocketsphinx with the
 * default search flags, 2-core machine): 64 answers, 32 in flite voices and the same 32 in
 * espeak-ng voices, 14 transcripts with WER < 0.3 and 50 worse. Threshold (good at or above /
 * bad below): 0.50 14/38, 0.55 14/41, 0.60 14/46, 0.65 13/48, 0.70 11/49, 0.75 7/50. Rule: the
 * largest Youden J (bad caught + good released - 1), ties to the higher threshold: 0.60,
 * J 0.92 (every good transcript released, 46 of 50 worse ones held; the 4 held back wrongly
 * have WER 0.31-0.37). On the flite voices alone the rule picks 0.65 (J 0.82): 0.60 is the
 * default. The set is synthetic speech and the good class is flite only; recalibrate on
 * recordings of students with lecturers' transcripts when there are some
 * (bench/results/spoken.json `hearingCalibration`).
 *
 * Calibrated for pocketsphinx (`pocketsphinx-posterior/1`); the whisper and OpenAI scales
 * (`whisper-plausibility/1`, `openai-segments/1`) have not been measured against word error rates.
 */
export const HEARING_CONFIDENCE_THRESHOLD = 0.6;

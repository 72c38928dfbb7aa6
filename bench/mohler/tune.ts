/**
 * The tuning sweep, kept so it can be rerun: it reads assignments 1-6 only (loadMohler(true)
 * drops 7+ before anything sees them) and ranks mixes of the reference grader's signals by
 * Pearson r. The defaults in core/src/grading/referenceGrader.ts were chosen from this, as
 * round values on the flat top of the surface rather than the single best point.
 *
 *   npx tsx bench/mohler/tune.ts
 */
import { combineSignals, referenceSignals, type ReferenceSignals } from '../../core/src/grading/referenceGrader.js';
import { LAST_DEV_ASSIGNMENT, loadMohler } from './dataset.js';
import { pearson } from './stats.js';

const rows = loadMohler(true);
if (rows.some((r) => r.assignment > LAST_DEV_ASSIGNMENT)) throw new Error('tuning must not see assignments 7+');
const gold = rows.map((r) => r.scoreAvg);

for (const termThreshold of [0.75, 0.8, 0.85]) {
  for (const questionFactor of [0, 0.2, 0.5, 1]) {
    const signals: ReferenceSignals[] = rows.map((r) =>
      referenceSignals(r.referenceAnswer, r.studentAnswer, 'en', { termThreshold, questionFactor, question: r.question }),
    );
    const single = (['recall', 'pairRecall', 'precision', 'charCoverage'] as const)
      .map((k) => `${k} ${pearson(signals.map((s) => s[k]), gold).toFixed(3)}`)
      .join(', ');
    let best = { r: -1, mix: '' };
    for (const exponent of [0.3, 0.4, 0.5, 0.7, 1]) {
      for (const pairWeight of [0, 0.1, 0.2]) {
        for (const precisionWeight of [0, 0.1, 0.2, 0.3, 0.4]) {
          for (const charWeight of [0, 0.2, 0.3, 0.4, 0.5]) {
            const recallWeight = 1 - pairWeight - precisionWeight - charWeight;
            if (recallWeight < -1e-9) continue;
            const options = { recallWeight, pairWeight, precisionWeight, charWeight, exponent };
            const r = pearson(signals.map((s) => combineSignals(s, options)), gold);
            if (r > best.r) best = { r, mix: JSON.stringify(options, (_, v: unknown) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v)) };
          }
        }
      }
    }
    const defaults = pearson(signals.map((s) => combineSignals(s)), gold);
    console.log(`threshold ${termThreshold} questionFactor ${questionFactor}: ${single}; default mix ${defaults.toFixed(3)}; best ${best.r.toFixed(3)} ${best.mix}`);
  }
}

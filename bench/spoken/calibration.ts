/**
 * Which hearing confidence separates transcripts that were heard well (WER below 0.3) from
 * worse ones. Rule: the threshold with the largest Youden J (share of bad transcripts below it
 * + share of good ones at or above it - 1); a tie goes to the higher threshold, which sends
 * more answers to a lecturer rather than fewer.
 */
export const GOOD_WER = 0.3;

export interface CalibrationPoint {
  threshold: number;
  goodAbove: number;
  goodBelow: number;
  badAbove: number;
  badBelow: number;
  /** Share of bad transcripts the threshold sends to a lecturer. */
  badCaught: number;
  /** Share of good transcripts it releases. */
  goodReleased: number;
  youdenJ: number;
}

export interface HearingCalibration {
  rule: string;
  goodWer: number;
  good: number;
  bad: number;
  curve: CalibrationPoint[];
  chosen: CalibrationPoint;
}

export function thresholds(from = 0.3, to = 0.9, step = 0.05): number[] {
  const count = Math.round((to - from) / step);
  return Array.from({ length: count + 1 }, (_, i) => Math.round((from + i * step) * 100) / 100);
}

export function calibrateHearing(samples: ReadonlyArray<{ wer: number; confidence: number }>, steps = thresholds()): HearingCalibration {
  const good = samples.filter((s) => s.wer < GOOD_WER);
  const bad = samples.filter((s) => s.wer >= GOOD_WER);
  const share = (part: number, whole: number) => (whole ? part / whole : 0);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const curve = steps.map((threshold) => {
    const goodAbove = good.filter((s) => s.confidence >= threshold).length;
    const badBelow = bad.filter((s) => s.confidence < threshold).length;
    const badCaught = share(badBelow, bad.length);
    const goodReleased = share(goodAbove, good.length);
    return {
      threshold,
      goodAbove,
      goodBelow: good.length - goodAbove,
      badAbove: bad.length - badBelow,
      badBelow,
      badCaught: round(badCaught),
      goodReleased: round(goodReleased),
      youdenJ: round(badCaught + goodReleased - 1),
    };
  });
  const chosen = curve.reduce((best, point) => (point.youdenJ >= best.youdenJ ? point : best));
  return {
    rule: `max Youden J (bad below + good at or above - 1), WER < ${GOOD_WER} is good; ties to the higher threshold`,
    goodWer: GOOD_WER,
    good: good.length,
    bad: bad.length,
    curve,
    chosen,
  };
}

export function formatCalibration(calibration: HearingCalibration): string {
  const lines = [
    `hearing calibration: ${calibration.good} transcripts with WER < ${calibration.goodWer}, ${calibration.bad} worse; ${calibration.rule}`,
    'threshold  good>=  good<  bad>=  bad<  good released  bad caught  J',
    ...calibration.curve.map((p) =>
      [p.threshold.toFixed(2).padStart(9), String(p.goodAbove).padStart(6), String(p.goodBelow).padStart(6), String(p.badAbove).padStart(6), String(p.badBelow).padStart(5),
        p.goodReleased.toFixed(2).padStart(14), p.badCaught.toFixed(2).padStart(11), p.youdenJ.toFixed(2).padStart(6)].join(' ') +
      (p === calibration.chosen ? '  <- chosen' : ''),
    ),
  ];
  return lines.join('\n');
}

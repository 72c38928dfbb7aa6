const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

export function pearson(xs: number[], ys: number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

export function rmse(predicted: number[], gold: number[]): number {
  return Math.sqrt(mean(predicted.map((p, i) => (p - gold[i]) ** 2)));
}

/** Least-squares line gold ~ intercept + slope x. */
export function fitLine(xs: number[], ys: number[]): { intercept: number; slope: number } {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i] - my);
    sxx += (x - mx) ** 2;
  });
  const slope = sxx ? sxy / sxx : 0;
  return { intercept: my - slope * mx, slope };
}

/**
 * Weighted F1 of a binary decision (predicted vs gold), each class's F1 weighted by its
 * number of gold members.
 */
export function weightedF1(predicted: boolean[], gold: boolean[]): number {
  const f1 = (cls: boolean): number => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    predicted.forEach((p, i) => {
      if (p === cls && gold[i] === cls) tp++;
      else if (p === cls) fp++;
      else if (gold[i] === cls) fn++;
    });
    return tp ? (2 * tp) / (2 * tp + fp + fn) : 0;
  };
  const positives = gold.filter(Boolean).length;
  return (f1(true) * positives + f1(false) * (gold.length - positives)) / gold.length;
}

/** A seeded generator (mulberry32): the same resamples on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 95% bootstrap interval of Pearson r: answers resampled with replacement, 1,000 times. */
export function pearsonInterval(xs: number[], ys: number[], resamples = 1000, seed = 1): { low: number; high: number } {
  const random = seeded(seed);
  const rs: number[] = [];
  for (let b = 0; b < resamples; b++) {
    const idx = xs.map(() => Math.floor(random() * xs.length));
    rs.push(pearson(idx.map((i) => xs[i]), idx.map((i) => ys[i])));
  }
  rs.sort((a, b) => a - b);
  return { low: rs[Math.floor(0.025 * resamples)], high: rs[Math.ceil(0.975 * resamples) - 1] };
}

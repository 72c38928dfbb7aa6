/**
 * Share of one text's character n-grams found in another (multiset overlap). On words it
 * rewards shared roots that stemming misses ("initialise" / "initializer") and misspellings.
 */
export function charGrams(words: readonly string[], n: number, padWords: boolean): Map<string, number> {
  const grams = new Map<string, number>();
  const units = padWords ? words.map((w) => ` ${w} `) : [words.join('')];
  for (const unit of units) {
    const chars = [...unit];
    for (let i = 0; i + n <= chars.length; i++) {
      const g = chars.slice(i, i + n).join('');
      grams.set(g, (grams.get(g) ?? 0) + 1);
    }
  }
  return grams;
}

/** How much of `reference` (as n-grams) `candidate` covers, 0..1. */
export function gramCoverage(reference: Map<string, number>, candidate: Map<string, number>): number {
  let total = 0;
  let shared = 0;
  for (const [g, count] of reference) {
    total += count;
    shared += Math.min(count, candidate.get(g) ?? 0);
  }
  return total ? shared / total : 0;
}

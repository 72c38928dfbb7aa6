import { describe, expect, it } from 'vitest';
import type { FrameEnergies } from './loudness.js';
import { chooseCuts, chooseFinishedCuts } from './splitAtPauses.js';

/** A pause of 0.6 s every `every` seconds over `seconds`. */
const pauses = (seconds: number, every: number) =>
  Array.from({ length: Math.floor(seconds / every) }, (_, i) => ({ start: (i + 1) * every - 0.3, end: (i + 1) * every + 0.3 }));

describe('chooseFinishedCuts: the cuts of a recording still arriving', () => {
  it('are the first cuts of the whole recording, whatever arrives after', () => {
    const whole = pauses(180, 7.3);
    const full = chooseCuts(180, whole, 30);
    for (const arrived of [35, 61.7, 100, 150, 179]) {
      const seen = whole.filter((p) => p.start < arrived).map((p) => ({ start: p.start, end: Math.min(p.end, arrived) }));
      const cuts = chooseFinishedCuts(arrived, seen, 30);
      expect(cuts).toEqual(full.slice(0, cuts.length));
      expect(cuts.at(-1) ?? 0).toBeLessThanOrEqual(arrived - 2);
    }
    expect(chooseFinishedCuts(150, whole.filter((p) => p.end < 150), 30).length).toBeGreaterThanOrEqual(3);
  });

  it('cut a stretch with no pause at its quietest moment, as the whole file is cut, once its window has arrived', () => {
    // Continuous speech: 10 ms frames of varying loudness, no pause anywhere.
    const frames = Float64Array.from({ length: 18_000 }, (_, i) => 1000 + 800 * Math.sin(i / 7) + ((i * 7919) % 613));
    const energies = (seconds: number): FrameEnergies => ({ frameSeconds: 0.01, values: frames.slice(0, seconds * 100) });
    const full = chooseCuts(180, [], 30, energies(180));
    expect(full.length).toBeGreaterThanOrEqual(6);
    // Not the hard cuts at every 30 s that a stretch with no pause would get without energies.
    expect(full).not.toEqual([30, 60, 90, 120, 150]);
    for (const arrived of [35, 61.7, 100, 150, 179]) {
      const cuts = chooseFinishedCuts(arrived, [], 30, energies(arrived));
      expect(cuts).toEqual(full.slice(0, cuts.length));
      expect(cuts.at(-1) ?? 0).toBeLessThanOrEqual(arrived - 2);
    }
    expect(chooseFinishedCuts(150, [], 30, energies(150)).length).toBeGreaterThanOrEqual(4);
  });

  it('without energies, stop at a stretch with no pause; always at a pause running into the end', () => {
    expect(chooseFinishedCuts(100, [], 30)).toEqual([]);
    const gap = [...pauses(40, 7.3), ...pauses(120, 7.3).filter((p) => p.start > 80)];
    expect(chooseFinishedCuts(120, gap, 30).every((cut) => cut < 45)).toBe(true);
    // A pause still going on at the end of what arrived may end later: no cut at its middle yet.
    expect(chooseFinishedCuts(33, [{ start: 20, end: 33 }], 30)).toEqual([]);
  });
});

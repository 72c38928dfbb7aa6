import { describe, expect, it } from 'vitest';
import { RECOGNISER_TIME_LIMIT, recogniserTimeLimitMs, SpeedMeter } from './timeLimit.js';

const idle = { load: 0.3, cores: 2 };
const loaded = { load: 17, cores: 2 };

describe('recogniser time limit', () => {
  it('never goes below the floor for a short clip', () => {
    expect(recogniserTimeLimitMs(2, 0.2, idle)).toBe(RECOGNISER_TIME_LIMIT.floorMs);
  });

  it('grows with the clip, the measured speed and the load', () => {
    // 30 s × 0.5 (assumed) × 1 × 8 = 120 s before anything was measured.
    expect(recogniserTimeLimitMs(30, undefined, idle)).toBe(120_000);
    expect(recogniserTimeLimitMs(180, 0.3, idle)).toBe(432_000);
    expect(recogniserTimeLimitMs(180, 0.6, idle)).toBe(2 * recogniserTimeLimitMs(180, 0.3, idle));
    // At load 17 on 2 cores a run takes about 8.5 times as long: so does its limit.
    expect(recogniserTimeLimitMs(30, 0.3, loaded)).toBe(612_000);
  });

  it('gives a 3-minute answer on a loaded 2-core machine far more than it needs', () => {
    // 0.13 CPU-s per audio second plus ~2 s of model load per 30 s chunk, at 2/17 of a core.
    const neededPerChunkMs = (30 * 0.13 + 2) * (17 / 2) * 1000;
    const perChunkLimit = recogniserTimeLimitMs(30, 0.25, loaded);
    expect(perChunkLimit).toBeGreaterThan(5 * neededPerChunkMs);
    // The old fixed rule (4 s per audio second) gave this chunk 120 s, less than 3 times the need.
    expect(120_000 / neededPerChunkMs).toBeLessThan(3);
  });

  it('stops at the ceiling, so a stuck process still ends', () => {
    expect(recogniserTimeLimitMs(180, 5, { load: 40, cores: 2 })).toBe(RECOGNISER_TIME_LIMIT.ceilingMs);
  });
});

describe('speed meter', () => {
  it('keeps the slowest recent run, normalised to an unloaded machine, and ignores very short clips', () => {
    const meter = new SpeedMeter(3);
    expect(meter.realTimeFactor()).toBeUndefined();
    meter.record(2, 10_000, idle, idle);
    expect(meter.realTimeFactor()).toBeUndefined();
    meter.record(30, 6_000, idle, idle);
    expect(meter.realTimeFactor()).toBeCloseTo(0.2);
    // 60 s wall for 30 s at load 17 on 2 cores: 0.235 on an idle machine; the lower load of the two is used.
    meter.record(30, 60_000, loaded, { load: 18, cores: 2 });
    expect(meter.realTimeFactor()).toBeCloseTo(2 / 8.5, 3);
    meter.record(30, 3_000, idle, idle);
    meter.record(30, 3_000, idle, idle);
    meter.record(30, 3_000, idle, idle);
    expect(meter.realTimeFactor()).toBeCloseTo(0.1);
  });

  it('after a run stopped at its limit, the next limit is longer', () => {
    const meter = new SpeedMeter();
    meter.record(30, 6_000, idle, idle);
    const before = recogniserTimeLimitMs(30, meter.realTimeFactor(), idle);
    meter.record(30, before, idle, idle);
    expect(recogniserTimeLimitMs(30, meter.realTimeFactor(), idle)).toBeGreaterThan(before);
  });
});

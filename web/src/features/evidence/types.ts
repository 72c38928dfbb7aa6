import type { CriticalFinding } from '@nurselab/core';

export type { CriticalFinding };

/** Moves a player to a time in seconds (and plays). */
export type SeekTo = (seconds: number) => void;

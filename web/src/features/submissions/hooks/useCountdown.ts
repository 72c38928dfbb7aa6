import { useEffect, useState } from 'react';

const TICK_MS = 5_000;

/** Seconds left of a server estimate, counted down in 5 s steps from when it arrived; null without one. */
export function useCountdown(seconds: number | null | undefined): number | null {
  const [state, setState] = useState<{ from: number | null; at: number; now: number }>(() => ({ from: seconds ?? null, at: Date.now(), now: Date.now() }));
  if ((seconds ?? null) !== state.from) setState({ from: seconds ?? null, at: Date.now(), now: Date.now() });
  useEffect(() => {
    if (seconds === null || seconds === undefined) return;
    const timer = setInterval(() => setState((s) => ({ ...s, now: Date.now() })), TICK_MS);
    return () => clearInterval(timer);
  }, [seconds]);
  if (state.from === null) return null;
  return Math.max(0, Math.ceil((state.from - (state.now - state.at) / 1000) / 5) * 5);
}

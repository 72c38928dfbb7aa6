import { useEffect, useRef } from 'react';

/** A ref that always holds the newest value: async callbacks read it without restarting effects. */
export function useLatestRef<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

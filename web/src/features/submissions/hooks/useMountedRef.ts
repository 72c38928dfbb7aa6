import { useEffect, useRef } from 'react';

/** True while the component is mounted: async work checks it before it touches state. */
export function useMountedRef() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

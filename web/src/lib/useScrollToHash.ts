import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the element the URL's #hash names once the page is ready (client-side navigation does not). */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const element = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (element) element.scrollIntoView({ block: 'start' });
      else if (++tries < 40) timer = setTimeout(attempt, 100);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [ready, hash]);
}

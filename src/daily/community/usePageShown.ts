import { useEffect } from 'react';

/** Calls `refresh` each time the page is shown again (the tab brought back, the phone woken). */
export function usePageShown(refresh: () => void): void {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [refresh]);
}

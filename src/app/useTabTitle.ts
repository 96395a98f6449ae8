import { useEffect } from 'react';

/** Names the browser tab after the screen while it is open, and gives the old name back after. */
export function useTabTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

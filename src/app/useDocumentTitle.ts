import { useEffect } from 'react';

export const SITE_NAME = 'Earshot';

/** Names the browser tab after the screen: "Ability · Earshot", or the site alone for the home page. */
export function useDocumentTitle(screen: string | null): void {
  useEffect(() => {
    document.title = screen ? `${screen} · ${SITE_NAME}` : SITE_NAME;
  }, [screen]);
}

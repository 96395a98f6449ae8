import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Focuses a page's heading (made focusable for it) when the player has moved to another page,
 * unless the new page has already put focus somewhere of its own, so that a keyboard or screen
 * reader carries on from the top of the new page rather than from <body>. A page opened from its
 * address keeps the browser's own start, where the first Tab is the skip link.
 */
export function focusHeading(main: HTMLElement | null): void {
  const active = document.activeElement;
  if (!main || (active && active !== document.body && main.contains(active))) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** Moves focus to the heading of each page the player navigates to within the app. */
export function useFocusAfterNavigation(main: { current: HTMLElement | null }): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (event) => {
        if (event.fromLocation && event.pathChanged) focusHeading(main.current);
      }),
    [router, main],
  );
}

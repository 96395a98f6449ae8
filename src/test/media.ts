import { vi } from 'vitest';

/**
 * Makes the page's media queries answer as `matches` says (reduced motion, a touch screen...): jsdom
 * has no matchMedia, and the tests' setup gives one under which nothing matches.
 */
export function matchMediaWhere(matches: (query: string) => boolean) {
  vi.mocked(window.matchMedia).mockImplementation(
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

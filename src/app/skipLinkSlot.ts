import { createContext, useContext } from 'react';

/**
 * Where a screen's skip link goes: first in the page, before the header, so that it is the first
 * Tab (src/play/SkipToGuesses.tsx renders into it).
 */
export const SkipLinkSlot = createContext<HTMLElement | null>(null);

export const useSkipLinkSlot = () => useContext(SkipLinkSlot);

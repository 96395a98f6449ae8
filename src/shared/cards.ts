import { MODE_IDS, type ModeId } from '../../machines/modes';
import { modeScreens } from './screens';

/** The home page's mode cards (their words are the home part's texts, screenTexts.ts). */
export interface ModeCard {
  mode: ModeId;
  path: `/${ModeId}`;
  image: string;
  fit: 'cover' | 'contain';
}

const card = (mode: ModeId): ModeCard => {
  const { path, image, fit } = modeScreens[mode];
  return { mode, path, image, fit };
};

/** The spec's three cards, first and unchanged. */
export const modeCards: readonly ModeCard[] = MODE_IDS.filter(
  (mode) => !('isNew' in modeScreens[mode]),
).map(card);

/** The modes added since, in a section of their own after the spec's cards. */
export const newModeCards: readonly ModeCard[] = MODE_IDS.filter(
  (mode) => 'isNew' in modeScreens[mode],
).map(card);

import type { Rank } from '../../../machines/infinite/rank';
import type { InfiniteChoice } from '../../../machines/infiniteChoices';
import { modeName } from '../../shared/modeName';
import { t } from './runTexts';

/**
 * A run's choice as the player reads it, in their language: a mode's name, or Mixed. Not a share
 * text's (machines/infiniteChoices.ts `INFINITE_CHOICE_LABELS`, English).
 */
export const choiceLabel = (choice: InfiniteChoice): string =>
  choice === 'mixed' ? t('mixed') : modeName(choice);

/** A rank as VALORANT names it in the player's language. */
export const rankName = (rank: Rank): string => t('rankName', { rank });

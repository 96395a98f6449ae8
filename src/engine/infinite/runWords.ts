import type { Rank } from '../../../machines/infinite/rank';
import { INFINITE_CHOICE_LABELS, type InfiniteChoice } from '../../../machines/infiniteChoices';
import { t } from '../texts';

/** A run's choice as the player reads it: a mode's label, or Mixed in the player's language. */
export const choiceLabel = (choice: InfiniteChoice): string =>
  choice === 'mixed' ? t('mixed') : INFINITE_CHOICE_LABELS[choice];

/** A rank as VALORANT names it in the player's language. */
export const rankName = (rank: Rank): string => t('rankName', { rank });

import { useState } from 'react';
import type { ChallengeSource } from '../engine/challenge/games';
import { gameStore } from '../storage/gameStore';
import { challengesEntry } from '../storage/challenges';
import { shareLink } from './shareLink';
import { t } from './texts';

export type ChallengeOutcome = 'idle' | 'working' | 'shared' | 'copied' | 'failed' | 'unavailable';

/** What sending said, in the current language (read when shown). */
export function outcomeText(outcome: ChallengeOutcome): string {
  if (outcome === 'shared') return t('challengeSent');
  if (outcome === 'copied') return t('challengeCopied');
  if (outcome === 'failed') return t('challengeCopyFailed');
  if (outcome === 'unavailable') return t('challengeUnavailable');
  return '';
}

export interface ChallengeMaker {
  source?: ChallengeSource;
  /** Makes the link text to send; by default the link of `source`. */
  make?: () => Promise<{ url: string; text: string } | null>;
}

/**
 * What "Challenge a friend" keeps while it is used: the nickname (the one kept with the game's
 * data to start with), how sending went, and the link once made. What makes the link loads only
 * when it is asked for; the link is sent through the share sheet or the clipboard.
 */
export function useChallengeLink({ source, make }: ChallengeMaker) {
  const [nickname, setNickname] = useState(() => gameStore.read(challengesEntry).nickname);
  const [outcome, setOutcome] = useState<ChallengeOutcome>('idle');
  const [url, setUrl] = useState<string | null>(null);

  const send = async () => {
    setOutcome('working');
    const boards = await import('../engine/challenge/boards');
    boards.saveNickname(nickname);
    const link = make ? await make() : source ? await boards.challengeFrom(source) : null;
    if (!link) {
      setOutcome('unavailable');
      return;
    }
    setUrl(link.url);
    const sent = await shareLink(link.text);
    setOutcome(sent === 'cancelled' ? 'idle' : sent);
  };

  return { nickname, setNickname, outcome, url, send };
}

import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { DailyMode } from '../../machines/dailyModes';
import { displayName, goalText } from '../engine/challenge/words';
import { challengesEntry, dailyChallenge, senderOf } from '../storage/challenges';
import { gameStore } from '../storage/gameStore';
import { ChallengeBanner } from './ChallengeBanner';
import classes from './ChallengeBanner.module.css';
import { t } from './bannerTexts';
import { useLocale } from '../app/useLocale';

/**
 * Above a daily puzzle played from a friend's challenge: whose it is, what to beat, and the way back
 * to its results. Nothing for a puzzle no challenge was opened for.
 */
export function DailyChallengeNote({ mode, puzzle }: { mode: DailyMode; puzzle: number }) {
  useLocale();
  const [board] = useState(() => dailyChallenge(gameStore.read(challengesEntry), mode, puzzle));
  const sender = board && senderOf(board);
  if (!board || !sender || sender.id === board.mine) return null;
  return (
    <div className={classes.above}>
      <ChallengeBanner
        name={displayName(sender)}
        goal={goalText({ kind: 'daily', mode, puzzle }, sender)}
      >
        <Link to="/challenge" search={{ c: board.link }}>
          {t('backToChallenge')}
        </Link>
      </ChallengeBanner>
    </div>
  );
}

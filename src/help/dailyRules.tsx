import { List, Text } from '@mantine/core';
import { HIGH_CONTRAST_SQUARES, VERDICT_SQUARES } from '../../machines/daily/share';
import { DAILY_TRIES } from '../../machines/dailyModes';
import { useHighContrast } from '../app/highContrast';
import { KeyboardShortcuts } from './rules';
import { WhatIsSent } from './WhatIsSent';

/**
 * A daily puzzle's rules: the tries, the reveal, the verdicts (in the squares the share will use,
 * with the high-contrast setting's colours when it is on) and the keys.
 */
export function DailyRules({ partialHint }: { partialHint?: string }) {
  const squares = useHighContrast() ? HIGH_CONTRAST_SQUARES : VERDICT_SQUARES;
  return (
    <>
      <Text>
        One clip a day per mode, the same for everyone. Press Play and name what you hear in{' '}
        {DAILY_TRIES} tries.
      </Text>
      <List spacing={6} size="sm">
        <List.Item>
          The first try hears only the start of the clip. A wrong guess or a Skip spends a try and
          unlocks more; the last try plays the whole clip.
        </List.Item>
        <List.Item>
          Type in the guess box and pick a suggestion (Enter picks the highlighted one).
        </List.Item>
        <List.Item>
          Each try is listed with its verdict: {squares.correct} correct
          {partialHint ? `, ${squares.partial} ${partialHint}` : ''}, {squares.wrong} wrong,{' '}
          {squares.skipped} skipped.
        </List.Item>
        <List.Item>
          At the end you see the answer, how everyone did and your stats, and can share your squares
          (never the answer). New puzzles come every day at 00:00 UTC.
        </List.Item>
      </List>
      <WhatIsSent />
      <KeyboardShortcuts daily />
    </>
  );
}

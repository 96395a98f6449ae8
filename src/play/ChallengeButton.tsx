import { Button, Group, Stack } from '@mantine/core';
import { IconSwords } from '@tabler/icons-react';
import { action } from '../app/actions';
import { ChallengeResult, NicknameField } from './ChallengeFields';
import { useChallengeLink, type ChallengeMaker } from './useChallengeLink';
import classes from './ChallengeButton.module.css';
import { t } from './texts';
import { useLocale } from '../app/useLocale';

/**
 * "Challenge a friend": a link that plays the same thing again, with the player's result (and the
 * nickname they may give) to beat, in a column of its own: the nickname beside the button. In a
 * row of actions (the end popup's footer), ChallengeStep asks for the nickname after the tap.
 * A secondary action (src/app/actions.ts): the screen's primary is what comes next.
 */
export function ChallengeButton({ source, make, label }: ChallengeMaker & { label?: string }) {
  useLocale();
  const { nickname, setNickname, outcome, url, send } = useChallengeLink({ source, make });
  return (
    <Stack gap={6} className={classes.make}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NicknameField value={nickname} onChange={setNickname} />
        <Button
          {...action('secondary', classes.send)}
          leftSection={<IconSwords size={18} aria-hidden />}
          loading={outcome === 'working'}
          onClick={() => void send()}
        >
          {label ?? t('challengeAFriend')}
        </Button>
      </Group>
      <ChallengeResult outcome={outcome} url={url} />
    </Stack>
  );
}

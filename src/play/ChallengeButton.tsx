import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSwords } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_NICKNAME_BYTES } from '../../machines/challenge/limits';
import { withoutInvisible } from '../../machines/challenge/nickname';
import { action } from '../app/actions';
import { gameStore } from '../storage/gameStore';
import { challengesEntry } from '../storage/challenges';
import type { ChallengeSource } from '../engine/challenge/games';
import { shareLink } from './shareLink';
import classes from './ChallengeButton.module.css';

type Outcome = 'idle' | 'working' | 'shared' | 'copied' | 'failed' | 'unavailable';

const OUTCOME_TEXTS: Record<Outcome, string> = {
  idle: '',
  working: '',
  shared: 'Challenge sent',
  copied: 'Link copied: paste it to a friend',
  failed: 'This browser would not copy it: copy the link below',
  unavailable: 'This one cannot be sent as a challenge',
};

/**
 * "Challenge a friend": a link that plays the same thing again, with the player's result (and the
 * nickname they may give) to beat. What makes the link loads only when it is asked for; the link
 * itself is sent through the share sheet or the clipboard (`pass` words it for a challenge played).
 * A secondary action (src/app/actions.ts): the screen's primary is what comes next.
 */
export function ChallengeButton({
  source,
  make,
  label = 'Challenge a friend',
  className,
}: {
  source?: ChallengeSource;
  /** Makes the link text to send; by default the link of `source`. */
  make?: () => Promise<{ url: string; text: string } | null>;
  label?: string;
  /** Its place among other parts (the end popup's footer); by default a column of its own. */
  className?: string;
}) {
  const [nickname, setNickname] = useState(() => gameStore.read(challengesEntry).nickname);
  const [outcome, setOutcome] = useState<Outcome>('idle');
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

  return (
    <Stack gap={6} className={className ?? classes.make}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          label="Your nickname (optional)"
          // The player's own name, as the friends they challenge will read it.
          placeholder="Your name"
          value={nickname}
          maxLength={MAX_NICKNAME_BYTES}
          onChange={(event) => setNickname(withoutInvisible(event.currentTarget.value))}
          className={classes.nickname}
          classNames={{ input: classes.field }}
          size="md"
        />
        <Button
          {...action('secondary', classes.send)}
          leftSection={<IconSwords size={18} aria-hidden />}
          loading={outcome === 'working'}
          onClick={() => void send()}
        >
          {label}
        </Button>
      </Group>
      {/* There from the start, so that a screen reader announces what it comes to say. */}
      <Text role="status" size="sm" c="dimmed" aria-live="polite" className={classes.status}>
        {OUTCOME_TEXTS[outcome]}
      </Text>
      {url && (
        <TextInput
          label="Challenge link"
          value={url}
          readOnly
          size="sm"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </Stack>
  );
}

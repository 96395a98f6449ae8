import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { PlayerEvent } from '../../machines/room/connection';
import { MAX_BLOCKED_LENGTH, NEWEST_ROWS, type RoomView } from '../../machines/room/protocol';
import { useLocale } from '../app/useLocale';
import { PlayerList } from './PlayerList';
import { listOf } from './roomWords';
import { t } from './screenTexts';
import classes from './Room.module.css';

/** Words a host typed: split at commas (any script's), trimmed, as many and as long as a message takes. */
export function wordsOf(text: string): string[] {
  return text
    .split(/[,،、，\n]/u)
    .map((word) => word.trim().slice(0, MAX_BLOCKED_LENGTH))
    .filter((word) => word.length > 0)
    .slice(0, 20);
}

/**
 * An audience room's host's hold on who comes in: new players let in or not, words blocked in names,
 * and (during a game, `withList`) the players who joined last, newest first, each with Remove.
 */
export function NewPlayers({
  view,
  send,
  withList = false,
}: {
  view: RoomView;
  send: (event: PlayerEvent) => void;
  withList?: boolean;
}) {
  useLocale();
  const [text, setText] = useState('');
  const block = (event: FormEvent) => {
    event.preventDefault();
    const words = wordsOf(text);
    if (words.length === 0) return;
    send({ type: 'room.block', words });
    setText('');
  };
  return (
    <section aria-labelledby="new-players-heading">
      <Stack gap="sm">
        <h2 id="new-players-heading" className={classes.subheading}>
          {t('newPlayersHeading')}
        </h2>
        <Checkbox
          size="md"
          classNames={{ body: classes.checkRow }}
          label={t('letPlayersJoin')}
          checked={!view.joinsClosed}
          onChange={(event) => send({ type: 'room.joins', open: event.currentTarget.checked })}
        />
        <form onSubmit={block} noValidate className={classes.blockRow}>
          <TextInput
            label={t('blockWords')}
            description={t('blockWordsHint')}
            value={text}
            maxLength={400}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit" variant="light" className={classes.thumb} disabled={!text.trim()}>
            {t('block')}
          </Button>
        </form>
        {view.blockedWords.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('blockedWords', { words: listOf(view.blockedWords) })}
          </Text>
        )}
        {withList && (
          <PlayerList
            crowd
            players={view.players
              .filter((player) => player.id !== view.hostId)
              .slice(-NEWEST_ROWS)
              .reverse()}
            hostId={view.hostId}
            you={view.you}
            onRemove={(player) => send({ type: 'room.kick', playerId: player.id })}
          />
        )}
      </Stack>
    </section>
  );
}

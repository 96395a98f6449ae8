import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { PlayerEvent } from '../../machines/room/connection';
import { MAX_PLAYERS, type RoomView } from '../../machines/room/protocol';
import { gameStore } from '../storage/gameStore';
import { MAX_NAME_LENGTH, roomsEntry } from '../storage/rooms/rooms';
import { PlayerList } from './PlayerList';
import { unlockAudio } from './roomAudio';
import { useLocale } from '../app/useLocale';
import { settingsValues } from './roomWords';
import { t } from './screenTexts';
import classes from './Room.module.css';

/** Whoever opened the room's link: its settings, who is in, a name and Join. */
export function VisitorPanel({
  view,
  send,
}: {
  view: RoomView;
  send: (event: PlayerEvent) => void;
}) {
  useLocale();
  const [name, setName] = useState(() => gameStore.read(roomsEntry).name);
  const trimmed = name.trim();
  const full = view.players.length >= MAX_PLAYERS;
  const join = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || full) return;
    unlockAudio();
    gameStore.write(roomsEntry, { ...gameStore.read(roomsEntry), name: trimmed });
    send({ type: 'room.join', name: trimmed });
  };
  return (
    <Stack gap="lg">
      <Text>
        {t(
          view.phase === 'lobby' ? 'visitorSettings' : 'visitorSettingsGameOn',
          settingsValues(view),
        )}
      </Text>
      <section aria-labelledby="players-heading">
        <h2 id="players-heading" className={classes.subheading}>
          {t('playersHeading', { count: view.players.length })}
        </h2>
        <PlayerList players={view.players} hostId={view.hostId} you={null} />
      </section>
      <form onSubmit={join} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('yourName')}
            value={name}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="nickname"
            size="md"
            required
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" size="md" disabled={!trimmed || full}>
            {t('join')}
          </Button>
          {full && <Text c="dimmed">{t('roomIsFull')}</Text>}
        </Stack>
      </form>
    </Stack>
  );
}

import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { PlayerEvent } from '../../machines/room/connection';
import { maxPlayersOf, type RoomView } from '../../machines/room/protocol';
import { gameStore } from '../storage/gameStore';
import { MAX_NAME_LENGTH, roomsEntry } from '../storage/rooms/rooms';
import { PlayerList } from './PlayerList';
import { unlockAudio } from './roomAudio';
import { useLocale } from '../app/useLocale';
import { formatPoints, refusal, settingsValues } from './roomWords';
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
  const full = view.counts.seats >= maxPlayersOf(view.settings);
  const closed = full || view.joinsClosed;
  const join = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || closed) return;
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
          {t('playersHeading', { count: formatPoints(view.counts.seats) })}
        </h2>
        {view.players.length < view.counts.seats && (
          <p className={classes.note}>
            {t('playersShown', {
              shown: formatPoints(view.players.length),
              count: formatPoints(view.counts.seats),
            })}
          </p>
        )}
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
          <Button type="submit" size="md" disabled={!trimmed || closed}>
            {t('join')}
          </Button>
          {full ? (
            <Text c="dimmed">{t('roomIsFull')}</Text>
          ) : (
            view.joinsClosed && <Text c="dimmed">{refusal('joins-closed')}</Text>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

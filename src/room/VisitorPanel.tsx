import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PlayerEvent } from '../../machines/room/connection';
import { maxPlayersOf, type RoomErrorCode, type RoomView } from '../../machines/room/protocol';
import { cleanNickname } from '../../machines/challenge/nickname';
import { gameStore } from '../storage/gameStore';
import { MAX_NAME_LENGTH, roomsEntry } from '../storage/rooms/rooms';
import { PlayersSection } from './PlayersSection';
import { unlockAudio } from './roomAudio';
import { useLocale } from '../app/useLocale';
import { refusal, settingsValues } from './roomWords';
import { t } from './screenTexts';

/**
 * Whoever opened the room's link: its settings, a name and Join (first: on a phone they are what the
 * visitor came for), then who is in. A refused join is said beside the form (`refused`).
 */
export function VisitorPanel({
  view,
  send,
  refused = null,
}: {
  view: RoomView;
  send: (event: PlayerEvent) => void;
  /** Why the server refused this device's last join, if it did. */
  refused?: RoomErrorCode | null;
}) {
  useLocale();
  const [name, setName] = useState(() => gameStore.read(roomsEntry).name);
  const field = useRef<HTMLInputElement>(null);
  // What the others will see of it: a name of spaces or invisible characters is no name (the
  // server would seat it as "Player", in English), so Join waits for one a reader can see.
  const trimmed = cleanNickname(name);
  const full = view.counts.seats >= maxPlayersOf(view.settings);
  const closed = full || view.joinsClosed;
  const badName = refused === 'name';
  useEffect(() => {
    // The name was refused: back to it, with the reason read out as its error.
    if (badName) field.current?.focus();
  }, [badName]);
  const join = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || closed) return;
    unlockAudio();
    gameStore.write(roomsEntry, { ...gameStore.read(roomsEntry), name: trimmed });
    send({ type: 'room.join', name: trimmed });
  };
  const why =
    full || refused === 'full' ? t('roomIsFull') : closed ? refusal('joins-closed') : null;
  return (
    <Stack gap="lg">
      <Text>
        {t(
          view.phase === 'lobby' ? 'visitorSettings' : 'visitorSettingsGameOn',
          settingsValues(view),
        )}
      </Text>
      <form onSubmit={join} noValidate>
        <Stack gap="sm">
          <TextInput
            ref={field}
            label={t('yourName')}
            value={name}
            maxLength={MAX_NAME_LENGTH}
            autoComplete="nickname"
            size="md"
            required
            error={badName ? refusal('name') : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" size="md" disabled={!trimmed || closed}>
            {t('join')}
          </Button>
          {why && (
            <Text role="status" fw={600}>
              {why}
            </Text>
          )}
        </Stack>
      </form>
      <PlayersSection view={view} you={null} />
    </Stack>
  );
}

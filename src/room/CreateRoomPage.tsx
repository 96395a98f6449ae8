import { Alert, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { DEFAULT_SETTINGS, type RoomSettings } from '../../machines/room/protocol';
import { cleanNickname } from '../../machines/challenge/nickname';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { gameStore } from '../storage/gameStore';
import { keepSeat, MAX_NAME_LENGTH, roomsEntry } from '../storage/rooms/rooms';
import { useLocale } from '../app/useLocale';
import { createFailureWords, createRoom, ROOMS_API, type CreateFailure } from './roomApi';
import { unlockAudio } from './roomAudio';
import { SettingsFields } from './SettingsFields';
import { t } from './texts';
import classes from './Room.module.css';

/** `/room`: a name, the room's settings and "Create room". */
export function CreateRoomPage({ api = ROOMS_API }: { api?: string | null }) {
  useLocale();
  useDocumentTitle(t('playWithFriends'));
  const navigate = useNavigate();
  const [name, setName] = useState(() => gameStore.read(roomsEntry).name);
  const [settings, setSettings] = useState<RoomSettings>(DEFAULT_SETTINGS);
  const [failure, setFailure] = useState<CreateFailure | null>(null);
  const [busy, setBusy] = useState(false);
  // What the others will see of it: a name of spaces or invisible characters is no name (the
  // server would seat it as "Player", in English), so Create room waits for one a reader can see.
  const trimmed = cleanNickname(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!api || !trimmed || busy) return;
    // Inside the tap: the first round's clip can then play without another one (AUDIO.md).
    unlockAudio();
    setBusy(true);
    setFailure(null);
    gameStore.write(roomsEntry, { ...gameStore.read(roomsEntry), name: trimmed });
    const result = await createRoom(api, trimmed, settings);
    setBusy(false);
    if (!result.ok) return setFailure(result.why);
    const { code, seat, playerId } = result.room;
    gameStore.write(
      roomsEntry,
      keepSeat(gameStore.read(roomsEntry), code, { seat, playerId, at: Date.now() }),
    );
    void navigate({ to: '/room/$code', params: { code } });
  };

  return (
    <Container size="sm" className={classes.page}>
      <Title order={1} className={classes.heading}>
        {t('playWithFriends')}
      </Title>
      <Text className={classes.intro}>{t('intro')}</Text>
      {!api ? (
        <Alert color="gray">{t('noServer')}</Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="lg">
            <TextInput
              label={t('yourName')}
              value={name}
              maxLength={MAX_NAME_LENGTH}
              autoComplete="nickname"
              required
              size="md"
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <SettingsFields value={settings} onChange={setSettings} />
            {failure && (
              <Alert color="red" role="alert">
                {createFailureWords(failure)}
              </Alert>
            )}
            <Button type="submit" size="md" loading={busy} disabled={!trimmed}>
              {t('createRoom')}
            </Button>
          </Stack>
        </form>
      )}
    </Container>
  );
}

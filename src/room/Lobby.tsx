import { Button, Stack, Text } from '@mantine/core';
import type { PlayerEvent } from '../../machines/room/connection';
import type { RoomView } from '../../machines/room/protocol';
import { BigScreenInvite } from './BigScreenInvite';
import { Invite } from './Invite';
import { LeaveButton } from './LeaveButton';
import { PlayerList } from './PlayerList';
import { unlockAudio } from './roomAudio';
import { useLocale } from '../app/useLocale';
import { settingsValues } from './roomWords';
import { SettingsFields } from './SettingsFields';
import { t } from './screenTexts';
import classes from './Room.module.css';

/** The lobby: who is in, the invite, Leave room; the host's settings, Start and Remove. */
export function Lobby({ view, send }: { view: RoomView; send: (event: PlayerEvent) => void }) {
  useLocale();
  const isHost = view.you !== null && view.you === view.hostId;
  const host = view.players.find((player) => player.id === view.hostId);
  return (
    <Stack gap="lg">
      <section aria-labelledby="players-heading">
        <h2 id="players-heading" className={classes.subheading}>
          {t('playersHeading', { count: view.players.length })}
        </h2>
        <PlayerList
          players={view.players}
          hostId={view.hostId}
          you={view.you}
          onRemove={
            isHost ? (player) => send({ type: 'room.kick', playerId: player.id }) : undefined
          }
        />
      </section>
      {isHost ? (
        <>
          <SettingsFields
            value={view.settings}
            onChange={(settings) => send({ type: 'room.settings', settings })}
          />
          <Button
            size="lg"
            onClick={() => {
              unlockAudio();
              send({ type: 'room.start' });
            }}
          >
            {t('start')}
          </Button>
        </>
      ) : (
        <Text>
          {host
            ? t('waitingForHost', { ...settingsValues(view), host: host.name })
            : t('waitingForTheHost', settingsValues(view))}
        </Text>
      )}
      <Invite code={view.code} />
      <BigScreenInvite code={view.code} screens={view.screens} />
      <LeaveButton send={send} />
    </Stack>
  );
}

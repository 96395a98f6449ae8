import { Button, Stack, Text } from '@mantine/core';
import type { PlayerEvent } from '../../machines/room/connection';
import type { RoomView } from '../../machines/room/protocol';
import { Invite } from './Invite';
import { LeaveButton } from './LeaveButton';
import { PlayerList } from './PlayerList';
import { unlockAudio } from './roomAudio';
import { MODE_LABELS } from './roomWords';
import { SettingsFields } from './SettingsFields';
import classes from './Room.module.css';

/** The lobby: who is in, the invite, Leave room; the host's settings, Start and Remove. */
export function Lobby({ view, send }: { view: RoomView; send: (event: PlayerEvent) => void }) {
  const isHost = view.you !== null && view.you === view.hostId;
  const host = view.players.find((player) => player.id === view.hostId);
  return (
    <Stack gap="lg">
      <section aria-labelledby="players-heading">
        <h2 id="players-heading" className={classes.subheading}>
          Players ({view.players.length})
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
            Start
          </Button>
        </>
      ) : (
        <Text>
          {MODE_LABELS[view.settings.mode]} · {view.settings.rounds} rounds ·{' '}
          {view.settings.seconds} seconds each. Waiting for {host ? host.name : 'the host'} to
          start.
        </Text>
      )}
      <Invite code={view.code} />
      <LeaveButton send={send} />
    </Stack>
  );
}

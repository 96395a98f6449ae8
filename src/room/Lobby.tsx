import { Button, Stack, Text } from '@mantine/core';
import type { PlayerEvent } from '../../machines/room/connection';
import { MAX_PLAYERS, type RoomView } from '../../machines/room/protocol';
import { BigScreenInvite } from './BigScreenInvite';
import { Invite } from './Invite';
import { NewPlayers } from './NewPlayers';
import { LeaveButton } from './LeaveButton';
import { PlayersSection } from './PlayersSection';
import { unlockAudio } from './roomAudio';
import { useLocale } from '../app/useLocale';
import { settingsValues } from './roomWords';
import { SettingsFields } from './SettingsFields';
import { t } from './screenTexts';

/**
 * The lobby: who is in, the invite, Leave room; the host's settings, Start and Remove. An audience
 * room's host also decides who comes in (NewPlayers), and sees its code only when asking for it.
 */
export function Lobby({
  view,
  send,
  codeShown = false,
  onShowCode,
}: {
  view: RoomView;
  send: (event: PlayerEvent) => void;
  codeShown?: boolean;
  onShowCode?: (shown: boolean) => void;
}) {
  useLocale();
  const isHost = view.you !== null && view.you === view.hostId;
  const audience = view.settings.audience === true;
  const host = view.players.find((player) => player.id === view.hostId);
  // An audience room's list: the player first, then the newest (whom a host may have to remove).
  const listed = audience
    ? [
        ...view.players.filter((player) => player.id === view.you),
        ...view.players.filter((player) => player.id !== view.you).reverse(),
      ]
    : view.players;
  const players = (
    <PlayersSection
      view={view}
      players={listed}
      you={view.you}
      onRemove={isHost ? (player) => send({ type: 'room.kick', playerId: player.id }) : undefined}
    />
  );
  const start = (
    <Button
      size="lg"
      onClick={() => {
        unlockAudio();
        send({ type: 'room.start' });
      }}
    >
      {t('start')}
    </Button>
  );
  return (
    <Stack gap="lg">
      {isHost && audience ? (
        // A streamer's controls first: Start is not behind a list of a crowd's Remove buttons.
        <>
          <SettingsFields
            value={view.settings}
            audienceLocked={view.counts.seats > MAX_PLAYERS}
            onChange={(settings) => send({ type: 'room.settings', settings })}
          />
          {start}
          {players}
          <NewPlayers view={view} send={send} />
        </>
      ) : isHost ? (
        <>
          {players}
          <SettingsFields
            value={view.settings}
            onChange={(settings) => send({ type: 'room.settings', settings })}
          />
          {start}
        </>
      ) : (
        <>
          {players}
          <Text>
            {host
              ? t('waitingForHost', { ...settingsValues(view), host: host.name })
              : t('waitingForTheHost', settingsValues(view))}
          </Text>
        </>
      )}
      {audience && isHost ? (
        <Invite code={view.code} hidden={!codeShown} onShow={onShowCode} audience />
      ) : (
        <Invite code={view.code} audience={audience} />
      )}
      {/* The big screen shows the code in large type: not for a room whose code stays off stream. */}
      {!audience && <BigScreenInvite code={view.code} screens={view.screens} />}
      <LeaveButton send={send} />
    </Stack>
  );
}

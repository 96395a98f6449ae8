import { Alert, Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PlayerEvent } from '../../machines/room/connection';
import type { RoomView } from '../../machines/room/protocol';
import { EndPanel } from './EndPanel';
import { Lobby } from './Lobby';
import { PlayerList } from './PlayerList';
import { RevealPanel } from './RevealPanel';
import { RoundPanel } from './RoundPanel';
import { CLOSED_WORDS, refusal } from './roomWords';
import type { ConnectionState } from './useRoomConnection';
import { VisitorPanel } from './VisitorPanel';
import classes from './Room.module.css';

/** A room's page for its connection's state: what a visitor, a player or the host sees now. */
export function RoomScreen({
  code,
  state,
  send,
}: {
  code: string;
  state: ConnectionState;
  send: (event: PlayerEvent) => void;
}) {
  const { view, status } = state;
  const lost = status === 'reconnecting' || (state.stale && view !== null);
  return (
    <Container size="md" className={classes.page}>
      <Title order={1} className={classes.heading}>
        Room {code}
      </Title>
      {lost && status !== 'closed' && (
        <Alert color="yellow" role="status" className={classes.lost}>
          Connection lost — reconnecting…
        </Alert>
      )}
      {state.notice && (
        <Alert color="red" role="alert" mb="md">
          {refusal(state.notice.code, state.notice.message)}
        </Alert>
      )}
      {status === 'closed' ? (
        <Closed reason={state.reason} />
      ) : view === null ? (
        status === 'reconnecting' ? null : (
          <Stack align="center" py="xl">
            <Loader aria-hidden />
            <Text>Connecting to the room…</Text>
          </Stack>
        )
      ) : lost ? (
        <StaleRoom view={view} />
      ) : status === 'visitor' || view.you === null ? (
        <VisitorPanel view={view} send={send} />
      ) : (
        <Phase view={view} offset={state.offset} send={send} />
      )}
    </Container>
  );
}

/** The room while its connection is down: who was in, greyed, and no round (it may be over). */
function StaleRoom({ view }: { view: RoomView }) {
  return (
    <div className={classes.stale} inert aria-hidden>
      <Text mb="sm">
        {view.round ? 'The round is hidden until the room is back.' : 'Waiting for the room…'}
      </Text>
      <PlayerList players={view.players} hostId={view.hostId} you={view.you} />
    </div>
  );
}

function Phase({
  view,
  offset,
  send,
}: {
  view: RoomView;
  offset: number;
  send: (event: PlayerEvent) => void;
}) {
  switch (view.phase) {
    case 'lobby':
      return <Lobby view={view} send={send} />;
    case 'loading':
    case 'countIn':
    case 'playing':
      return view.round ? (
        <RoundPanel
          key={`${view.game}/${view.round.number}`}
          view={view}
          round={view.round}
          offset={offset}
          send={send}
        />
      ) : null;
    case 'reveal':
      return view.round && view.reveal ? (
        <RevealPanel view={view} round={view.round} reveal={view.reveal} send={send} />
      ) : null;
    case 'finished':
      return <EndPanel view={view} send={send} />;
    case 'closed':
      return <Closed reason="closed" />;
  }
}

function Closed({ reason }: { reason: ConnectionState['reason'] }) {
  return (
    <Stack gap="sm">
      <Text>{CLOSED_WORDS[reason ?? 'closed']}</Text>
      <Anchor component={Link} to="/room">
        Make a new room
      </Anchor>
    </Stack>
  );
}

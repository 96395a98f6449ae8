import { Alert, Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PlayerEvent } from '../../machines/room/connection';
import type { RoomErrorCode, RoomView } from '../../machines/room/protocol';
import { EndPanel } from './EndPanel';
import { Lobby } from './Lobby';
import { PlayerList } from './PlayerList';
import { RevealPanel } from './RevealPanel';
import { RoundPanel } from './RoundPanel';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useLocale } from '../app/useLocale';
import { closedWords, refusal } from './roomWords';
import { t } from './screenTexts';
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
  useLocale();
  const { view, status } = state;
  const lost = status === 'reconnecting' || (state.stale && view !== null);
  // An audience room's host shows the page on stream: its heading and tab never show the code, and
  // the lobby's invite only when asked for (hidden again once a game starts).
  // Shown for the lobby of one game: a game's start (its number moves on) hides it again.
  const [shownFor, setShownFor] = useState<number | null>(null);
  const codeShown = view !== null && view.phase === 'lobby' && shownFor === view.game;
  const setCodeShown = (shown: boolean) => setShownFor(shown && view !== null ? view.game : null);
  const streaming =
    view !== null &&
    view.settings.audience === true &&
    view.you !== null &&
    view.you === view.hostId;
  const title = streaming ? t('audienceRoomTitle') : t('roomTitle', { code });
  useDocumentTitle(title);
  return (
    <Container size="md" className={classes.page}>
      <Title order={1} className={classes.heading}>
        {title}
      </Title>
      {lost && status !== 'closed' && (
        <Alert color="yellow" role="status" className={classes.lost}>
          {t('reconnecting')}
        </Alert>
      )}
      {state.notice && !(view?.you === null && JOIN_REFUSALS.includes(state.notice.code)) && (
        <Alert color="red" role="alert" mb="md">
          {refusal(state.notice.code)}
        </Alert>
      )}
      {status === 'closed' ? (
        <Closed reason={state.reason} />
      ) : view === null ? (
        status === 'reconnecting' ? null : (
          <Stack align="center" py="xl">
            <Loader aria-hidden />
            <Text>{t('connecting')}</Text>
          </Stack>
        )
      ) : lost ? (
        <StaleRoom view={view} />
      ) : status === 'visitor' || view.you === null ? (
        <VisitorPanel view={view} send={send} refused={state.notice?.code ?? null} />
      ) : (
        <PhaseFocus panel={panelOf(view)}>
          <Phase
            view={view}
            offset={state.offset}
            send={send}
            codeShown={codeShown}
            onShowCode={setCodeShown}
          />
        </PhaseFocus>
      )}
    </Container>
  );
}

/** Refusals of a join: the visitor's form says them beside its name and Join. */
const JOIN_REFUSALS: readonly RoomErrorCode[] = ['full', 'joins-closed', 'name'];

/** The room while its connection is down: who was in, greyed, and no round (it may be over). */
function StaleRoom({ view }: { view: RoomView }) {
  return (
    <div className={classes.stale} inert aria-hidden>
      <Text mb="sm">{view.round ? t('roundHidden') : t('waitingForRoom')}</Text>
      <PlayerList players={view.players} hostId={view.hostId} you={view.you} />
    </div>
  );
}

/** Which panel a view shows: a round's from its loading to its playing, then its reveal, and so on. */
function panelOf(view: RoomView): string {
  const round = view.round ? `${view.game}/${view.round.number}` : String(view.game);
  const playing = view.phase === 'loading' || view.phase === 'countIn' || view.phase === 'playing';
  return `${playing ? 'round' : view.phase}/${round}`;
}

/**
 * A phase's panel. When it replaces another (a round starts, the reveal comes, the connection is
 * back), the control that had focus has gone with the panel before: focus, left on the page's body,
 * goes to the new panel's heading, so that a keyboard or screen reader player goes on from there
 * instead of from the top of the page. Focus still on a control (the header's, a field) stays.
 */
function PhaseFocus({ panel, children }: { panel: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const heading = box.current?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [panel]);
  return <div ref={box}>{children}</div>;
}

function Phase({
  view,
  offset,
  send,
  codeShown,
  onShowCode,
}: {
  view: RoomView;
  offset: number;
  send: (event: PlayerEvent) => void;
  codeShown: boolean;
  onShowCode: (shown: boolean) => void;
}) {
  switch (view.phase) {
    case 'lobby':
      return <Lobby view={view} send={send} codeShown={codeShown} onShowCode={onShowCode} />;
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
      <Text>{closedWords(reason ?? 'closed')}</Text>
      <Anchor component={Link} to="/room">
        {t('makeNewRoom')}
      </Anchor>
    </Stack>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import {
  connectionMachine,
  socketLogic,
  type ConnectionContext,
  type PlayerEvent,
} from '../../machines/room/connection';
import { reconnectDelay } from '../../machines/room/reconnect';
import { gameStore } from '../storage/gameStore';
import { forgetSeat, keepSeat, roomsEntry } from '../storage/rooms/rooms';
import { inspection } from '../shared/inspector';
import { openBrowserSocket } from './browserSocket';
import { socketUrl } from './roomApi';

/** The connection machine with the browser's socket and jitter (tests provide their own). */
const browserConnection = connectionMachine.provide({
  actors: { socket: socketLogic(openBrowserSocket) },
  delays: { backoff: ({ context }) => reconnectDelay(context.attempt, Math.random()) },
});

/** What a room's screens read of its connection. */
export interface ConnectionState {
  status: 'connecting' | 'visitor' | 'joined' | 'reconnecting' | 'closed';
  view: ConnectionContext['view'];
  stale: boolean;
  notice: ConnectionContext['notice'];
  reason: ConnectionContext['reason'];
  /** Server clock − device clock, ms. */
  offset: number;
}

export function statusOf(snapshot: {
  matches: (value: never) => boolean;
  status: string;
}): ConnectionState['status'] {
  const is = (value: unknown) => snapshot.matches(value as never);
  if (snapshot.status === 'done' || is('closed')) return 'closed';
  if (is('reconnecting')) return 'reconnecting';
  if (is({ online: 'visitor' })) return 'visitor';
  if (is({ online: 'joined' })) return 'joined';
  return 'connecting';
}

/**
 * The device's connection to room `code` while the page shows it: the seat kept in the store goes
 * out with every hello, and what the server seats or refuses is kept there. A big screen's page
 * (`bigScreen`) leaves the store alone (the same browser may hold a seat in another tab): it starts
 * as a visitor, and says it is a screen once its sound can play (`room.screen`).
 */
export function useRoomConnection(
  base: string,
  code: string,
  { bigScreen = false }: { bigScreen?: boolean } = {},
): { state: ConnectionState; send: (event: PlayerEvent) => void } {
  const actor = useActorRef(browserConnection, {
    input: {
      code,
      url: socketUrl(base, code, window.location.href),
      seat: bigScreen ? null : (gameStore.read(roomsEntry).seats[code]?.seat ?? null),
    },
    inspect: inspection.inspect,
  });

  useEffect(() => {
    if (bigScreen) return;
    const kept = actor.on('seat.kept', ({ code, seat, playerId }) => {
      const rooms = gameStore.read(roomsEntry);
      gameStore.write(roomsEntry, keepSeat(rooms, code, { seat, playerId, at: Date.now() }));
    });
    const forgotten = actor.on('seat.forgotten', ({ code }) => {
      gameStore.write(roomsEntry, forgetSeat(gameStore.read(roomsEntry), code));
    });
    return () => {
      kept.unsubscribe();
      forgotten.unsubscribe();
    };
  }, [actor, bigScreen]);

  useEffect(() => {
    // Back online, or back to the tab (a phone that slept): try now rather than after the backoff.
    const retry = () => actor.send({ type: 'room.retry' });
    const visible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    window.addEventListener('online', retry);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', retry);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [actor]);

  const status = useSelector(actor, statusOf);
  const view = useSelector(actor, (s) => s.context.view);
  const stale = useSelector(actor, (s) => s.context.stale);
  const notice = useSelector(actor, (s) => s.context.notice);
  const reason = useSelector(actor, (s) => s.context.reason);
  const offset = useSelector(actor, (s) => s.context.offset);
  return { state: { status, view, stale, notice, reason, offset }, send: actor.send };
}

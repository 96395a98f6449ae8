import type { ModeId } from '../modes.ts';
import type { RoomSettings } from './protocol.ts';

/*
 * What the room's server tells the room machine (roomMachine.ts). The server has checked each message
 * (schema, rate) and resolved what the machine cannot know by itself: the time (`at`, the server's clock
 * in ms since the epoch, read when the message arrived), a guess's group (from the catalogue) and the
 * game's clips (dealt with the server's randomness, deal.ts). The machine holds no clock of its own
 * beyond its delays, so it runs the same in the server and in tests (with XState's simulated clock).
 */

/** One round of a game as the server dealt it. Only the server knows it before the reveal. */
export interface DealtRound {
  mode: ModeId;
  /** The answer: an item id of the mode (the agent's id for Voice). */
  answer: string;
  /** The answer's group: a partial verdict is a guess of the same group (see machines/rules/verdict.ts). */
  group: string;
  /** The clip's path in the pack (`maps/ascent.mp3`, a voice line's file): the server's to serve. */
  clipPath: string;
}

export interface RoomInput {
  code: string;
  settings: RoomSettings;
  /** When the room was made (server time). */
  at: number;
}

export type RoomEvent =
  /** A device takes a new seat: `playerId` and its name are the server's (name cleaned and made unique by the machine). */
  | { type: 'room.join'; playerId: string; name: string; at: number }
  /** A seat's device connected again (a reload, a network back). */
  | { type: 'room.connect'; playerId: string; at: number }
  /** A seat's device is gone; the seat waits for it (SEAT_WAIT_MS) before it is given up. */
  | { type: 'room.disconnect'; playerId: string; at: number }
  /** A player leaves for good. */
  | { type: 'room.leave'; playerId: string; at: number }
  | { type: 'room.ready'; playerId: string; round: number; at: number }
  /** A big screen opened (`screenId` is the server's, one per socket): it holds no seat. */
  | { type: 'room.screenOn'; screenId: string; at: number }
  | { type: 'room.screenOff'; screenId: string; at: number }
  /** A big screen has the round's clip: the round waits for it as for a player's device. */
  | { type: 'room.screenReady'; screenId: string; round: number; at: number }
  /** `group` is null for an item id the round's mode does not have (judged wrong). */
  | {
      type: 'room.guess';
      playerId: string;
      round: number;
      itemId: string;
      group: string | null;
      at: number;
    }
  /** The host's controls (the machine checks that `playerId` is the host). */
  | { type: 'room.start'; playerId: string; rounds: DealtRound[]; at: number }
  | { type: 'room.next'; playerId: string; at: number }
  | { type: 'room.kick'; playerId: string; target: string; at: number }
  | { type: 'room.playAgain'; playerId: string; rounds: DealtRound[]; at: number }
  | { type: 'room.settings'; playerId: string; settings: RoomSettings; at: number }
  /** The host opens or closes the room to new players. */
  | { type: 'room.joins'; playerId: string; open: boolean; at: number }
  /** The host adds words no new player's name may hold. */
  | { type: 'room.block'; playerId: string; words: string[]; at: number }
  /** After a restore from a persisted snapshot: the interrupted round is played again from its start. */
  | { type: 'room.resume'; at: number };

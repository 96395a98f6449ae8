import type { RoomErrorCode, RoomMode, RoomView } from '../../machines/room/protocol';
import type { CloseReason } from '../../machines/room/connection';
import { currentLocale } from '../i18n/i18n';
import { t } from './texts';

/**
 * The room's words: the settings' labels, places and the server's refusals in a player's words, in
 * the current locale (functions: a text is made when it is shown).
 */

export function modeLabel(mode: RoomMode): string {
  switch (mode) {
    case 'map':
      return t('modeMap');
    case 'ability':
      return t('modeAbility');
    case 'ace':
      return t('modeAce');
    case 'voice':
      return t('modeVoice');
    case 'footsteps':
      return t('modeFootsteps');
    case 'mixed':
      return t('modeMixed');
  }
}

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st (in English). */
export const ordinal = (place: number): string => t('ordinal', { place });

export const formatPoints = (points: number) => points.toLocaleString(currentLocale());

/** A share as the locale writes a percentage ("63 %", "63%", "%63"), in whole percents. */
export const formatShare = (part: number, whole: number) =>
  (whole === 0 ? 0 : part / whole).toLocaleString(currentLocale(), {
    style: 'percent',
    maximumFractionDigits: 0,
  });

/** "You: 214th of 1,380": the player's place among those on the scoreboard. */
export const yourPlace = (rank: number, ranked: number) =>
  t('yourPlace', { place: ordinal(rank), players: formatPoints(ranked) });

/** Seconds with one decimal, for a guess's time ("3.4 s"). */
export const formatSeconds = (ms: number) =>
  t('seconds', {
    seconds: (ms / 1000).toLocaleString(currentLocale(), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    }),
  });

/**
 * A server's refusal the device shows, from its code: the server's own message is English, so it is
 * never shown (a code unknown here gets a general one).
 */
export function refusal(code: RoomErrorCode): string {
  switch (code) {
    case 'full':
      return t('refusalFull');
    case 'too-many':
      return t('refusalTooMany');
    case 'not-host':
      return t('refusalNotHost');
    case 'not-now':
      return t('refusalNotNow');
    case 'unavailable':
      return t('refusalUnavailable');
    case 'bad-message':
      return t('refusalBadMessage');
    case 'joins-closed':
      return t('refusalJoinsClosed');
    case 'name':
      return t('refusalName');
    case 'removed':
    case 'no-room':
    case 'closed':
      return closedWords(code);
    default:
      return t('refusalOther');
  }
}

/** Why a room ended for this device, in a player's words. */
export function closedWords(reason: CloseReason): string {
  switch (reason) {
    case 'removed':
      return t('closedRemoved');
    case 'no-room':
      return t('closedNoRoom');
    case 'closed':
      return t('closedClosed');
    case 'full':
      return t('closedFull');
    case 'left':
      return t('closedLeft');
  }
}

/** Names in a list ("Ana, Kai"), with the locale's separator. */
export const listOf = (names: readonly string[]) => names.join(t('listSeparator'));

/** A room's settings as a message's values: its mode in words, its rounds and seconds. */
export const settingsValues = (view: RoomView) => ({
  mode: modeLabel(view.settings.mode),
  rounds: view.settings.rounds,
  seconds: view.settings.seconds,
});

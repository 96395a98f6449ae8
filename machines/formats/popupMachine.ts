import { assign, sendParent, setup } from 'xstate';
import type { Guess } from '../rules/answers';
import type { Attempt } from '../rules/verdict';

/** What the popup shows: kept after it closes, so that its closing animation never shows the next round. */
export interface PopupContent {
  title: string;
  won: boolean;
  answer: Guess | null;
  attempts: Attempt[];
}

export type PopupEvent =
  | ({ type: 'popup.open' } & Omit<PopupContent, 'answer'> & { answer: Guess })
  | { type: 'popup.close' };

/**
 * The end-of-round popup: closed, or open with its title and the round's outcome. Closing it, by any means, tells the parent
 * (the play format) so that it can start the next round.
 */
export const popupMachine = setup({
  types: {
    context: {} as PopupContent,
    events: {} as PopupEvent,
  },
  actions: {
    setContent: assign(({ context, event }) =>
      event.type === 'popup.open'
        ? { title: event.title, won: event.won, answer: event.answer, attempts: event.attempts }
        : context,
    ),
    notifyClosed: sendParent({ type: 'popup.closed' }),
  },
}).createMachine({
  id: 'popup',
  context: { title: '', won: false, answer: null, attempts: [] },
  initial: 'closed',
  states: {
    closed: {
      on: { 'popup.open': { target: 'open', actions: 'setContent' } },
    },
    open: {
      on: { 'popup.close': { target: 'closed', actions: 'notifyClosed' } },
    },
  },
});

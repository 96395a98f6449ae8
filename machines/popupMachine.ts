import { assign, sendParent, setup } from 'xstate';

export type PopupEvent = { type: 'popup.open'; title: string } | { type: 'popup.close' };

/**
 * The end-of-round popup: closed or open with its title. Closing it, by any means, tells the parent
 * (the round) so that it can start the next round.
 */
export const popupMachine = setup({
  types: {
    context: {} as { title: string },
    events: {} as PopupEvent,
  },
  actions: {
    setTitle: assign({
      title: ({ event }) => (event.type === 'popup.open' ? event.title : ''),
    }),
    notifyClosed: sendParent({ type: 'popup.closed' }),
  },
}).createMachine({
  id: 'popup',
  context: { title: '' },
  initial: 'closed',
  states: {
    closed: {
      on: { 'popup.open': { target: 'open', actions: 'setTitle' } },
    },
    open: {
      on: { 'popup.close': { target: 'closed', actions: 'notifyClosed' } },
    },
  },
});

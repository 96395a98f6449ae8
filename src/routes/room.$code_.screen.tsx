import { createFileRoute } from '@tanstack/react-router';
import { textsFor } from '../i18n/i18n';
import { BigScreenPage } from '../room/screen/BigScreenPage';

/**
 * A room on a big screen (a TV, a laptop everyone can see and hear): the code and QR to join, the
 * clip on its speaker, the count-in, the reveal and the scoreboard. No header or footer: nothing on
 * it is meant to be clicked but the sound's switch.
 */
export const Route = createFileRoute('/room/$code_/screen')({
  params: {
    parse: ({ code }) => ({ code: code.toUpperCase() }),
    stringify: ({ code }) => ({ code }),
  },
  staticData: { bare: true },
  loader: () => textsFor('bigScreen'),
  component: function BigScreenRoute() {
    return <BigScreenPage code={Route.useParams().code} />;
  },
});

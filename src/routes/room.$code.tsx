import { createFileRoute } from '@tanstack/react-router';
import { textsFor } from '../i18n/i18n';
import { RoomPage } from '../room/RoomPage';

/**
 * A live room: the code is read in capitals (a link typed by hand in lower case still opens it) and
 * checked against the codes' pattern by the page, which says what is wrong with a bad one.
 */
export const Route = createFileRoute('/room/$code')({
  params: {
    parse: ({ code }) => ({ code: code.toUpperCase() }),
    stringify: ({ code }) => ({ code }),
  },
  loader: () => textsFor('roomScreen'),
  component: function RoomRoute() {
    return <RoomPage code={Route.useParams().code} />;
  },
});

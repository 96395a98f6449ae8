import { createFileRoute } from '@tanstack/react-router';
import { textsFor } from '../i18n/i18n';
import { CreateRoomPage } from '../room/CreateRoomPage';

/** Making a live room (issue #34). */
export const Route = createFileRoute('/room/')({
  // The page's words in the player's language before it shows (src/i18n/i18n.ts, textsFor).
  loader: () => textsFor('room'),
  component: () => <CreateRoomPage />,
});

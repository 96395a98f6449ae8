import { createFileRoute } from '@tanstack/react-router';
import { CreateRoomPage } from '../room/CreateRoomPage';

/** Making a live room (issue #34). */
export const Route = createFileRoute('/room/')({ component: () => <CreateRoomPage /> });

import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { PlayerEvent } from '../../machines/room/connection';
import { useLocale } from '../app/useLocale';
import { t } from './screenTexts';
import classes from './Room.module.css';

/**
 * Leaves the room on purpose: `room.leave` makes the connection send `leave`, forget the kept seat
 * and close for good (no reconnect); the page then goes to /room. Shown in the lobby and at the end
 * only, never during a round or its reveal, where a stray tap would cost a game.
 */
export function LeaveButton({ send }: { send: (event: PlayerEvent) => void }) {
  useLocale();
  const navigate = useNavigate();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="md"
      className={classes.leave}
      onClick={() => {
        send({ type: 'room.leave' });
        void navigate({ to: '/room' });
      }}
    >
      {t('leaveRoom')}
    </Button>
  );
}

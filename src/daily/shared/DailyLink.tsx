import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DailyMode } from '../../../machines/dailyModes';

/**
 * A link to a daily puzzle screen: today's (`/daily/map`) or one from the archive (`/daily/map/7`),
 * the same addresses as `dailyPath`, checked against the router's routes.
 */
export function DailyLink(props: {
  mode: DailyMode;
  puzzle?: number;
  className?: string;
  children: ReactNode;
}) {
  return props.puzzle === undefined ? (
    <Link to="/daily/$mode" params={{ mode: props.mode }} className={props.className}>
      {props.children}
    </Link>
  ) : (
    <Link
      to="/daily/$mode/$number"
      params={{ mode: props.mode, number: String(props.puzzle) }}
      className={props.className}
    >
      {props.children}
    </Link>
  );
}

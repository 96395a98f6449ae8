import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { DailyMode } from '../../machines/daily/verdict';
import { dailyPath } from './dailyPaths';

/**
 * A link to a daily puzzle screen (`/daily/$mode`, `/daily/$mode/$n`). Those routes are the puzzle
 * screen's own files; the address is built here so every link to them agrees.
 */
export function DailyLink(props: {
  mode: DailyMode;
  puzzle?: number;
  className?: string;
  children: ReactNode;
}) {
  // Typed as a plain string: the router's path types do not list the puzzle routes from this file.
  const to = dailyPath(props.mode, props.puzzle) as never;
  return (
    <Link to={to} className={props.className}>
      {props.children}
    </Link>
  );
}

import classes from './Room.module.css';

/** A polite live region: what it holds is read out once, when it changes, without interrupting. */
export function Announcer({ message }: { message: string }) {
  return (
    <div className={classes.visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}

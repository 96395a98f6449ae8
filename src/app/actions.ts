import classes from './actions.module.css';

/**
 * The button hierarchy, one look per role, for every screen (the daily screens use it too):
 *
 * - `primary`: the one thing a screen is for next (Play again, Play the challenge): filled, in the
 *   game's red. At most one per screen, so that the eye lands on it.
 * - `secondary`: every other action (Back home, Challenge a friend, Share, Cancel): outlined, in
 *   the page's own colours, so it reads as available in both schemes without competing.
 *
 * Both are Mantine's md size held to 44 px, a thumb's target. Spread the props on a Button:
 * `<Button {...action('secondary')}>Back home</Button>`, with a screen's own class where it needs one.
 */
export type ActionRole = 'primary' | 'secondary';

const VARIANTS = { primary: 'filled', secondary: 'default' } as const;

export function action<Role extends ActionRole>(role: Role, className?: string) {
  return {
    variant: VARIANTS[role],
    size: 'md',
    className: className ? `${classes.action} ${className}` : classes.action,
  } as const;
}

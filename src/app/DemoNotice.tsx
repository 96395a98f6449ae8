import { Alert, Code } from '@mantine/core';
import { demo } from 'virtual:sound-pack';
import classes from './Layout.module.css';

/**
 * Says plainly when the clips are the generated stand-ins, and how to get the real ones: held at the
 * bottom of the window, below the screen in the page's order, so that nothing the first paint drew
 * (see scripts/bootShell.ts) moves when it appears.
 */
export function DemoNotice() {
  if (!demo) return null;
  return (
    <div className={classes.demo}>
      <Alert variant="light" color="yellow" title="These are demo sounds" role="note">
        No sound pack is installed, so every clip is a generated stand-in jingle. To play with the
        real sounds, point <Code>SOUND_PACK</Code> at a sound pack folder (see the README) and
        restart.
      </Alert>
    </div>
  );
}

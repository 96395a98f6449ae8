import { Alert, Code } from '@mantine/core';
import { t } from './texts';
import { useLocale } from './useLocale';
import classes from './Layout.module.css';

const VARIABLE = 'SOUND_PACK';

/**
 * Says plainly when the clips are the generated stand-ins, and how to get the real ones: held at the
 * bottom of the window, below the screen in the page's order, so that nothing the first paint drew
 * (see scripts/bootShell.ts) moves when it appears. Loaded only by a build without a sound pack
 * (Layout.tsx).
 */
export default function DemoNotice() {
  useLocale();
  // One sentence in every language, the variable's name kept as it is and shown as code.
  const [before, after] = t('demoText', { variable: VARIABLE }).split(VARIABLE);
  return (
    <div className={classes.demo}>
      <Alert variant="light" color="yellow" title={t('demoTitle')} role="note">
        {before}
        <Code>{VARIABLE}</Code>
        {after}
      </Alert>
    </div>
  );
}

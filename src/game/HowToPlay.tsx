import { HowToPlayButton } from '../help/HelpDialog';
import type { Mode } from '../modes/mode';
import { useLocale } from '../app/useLocale';
import { DeferredContent, deferredCode, usePrefetchOnFirstAction } from '../play/DeferredModal';
import { t } from './texts';
import { afterTexts } from '../i18n/i18n';

const rulesCode = deferredCode(() =>
  afterTexts(import('../help/FreePlayRules')).then((module) => module.FreePlayRules),
);

/**
 * A short "How to play" for a mode's screen: a button that opens the rules, whose code downloads at
 * the player's first tap or key press (or when it first opens), as the dialog's does.
 */
export function HowToPlay({ mode }: { mode: Mode }) {
  useLocale();
  usePrefetchOnFirstAction(rulesCode.load, rulesCode.loaded !== null);
  return (
    <HowToPlayButton>
      <DeferredContent
        code={rulesCode}
        props={{ mode }}
        waiting={t('rulesWaiting')}
        failure={t('rulesFailed')}
      />
    </HowToPlayButton>
  );
}

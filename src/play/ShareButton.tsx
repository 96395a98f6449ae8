import { Button, Text } from '@mantine/core';
import { IconCheck, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from './shareTexts';
import { useLocale } from '../app/useLocale';

type Outcome = 'idle' | 'shared' | 'copied' | 'failed';

/**
 * Shares a result: the device's share sheet where it has one and the player is on a touch screen (a
 * desktop's share sheet is rarely where a result gets pasted), the clipboard elsewhere; says
 * "Copied" once it is there, for as long as the result is on screen (a word that vanishes after a
 * second is missed), and announces it. Where neither works, it shows the text to copy by hand.
 */
export function ShareButton({
  text,
  variant,
  size = 'md',
  className,
}: {
  text: string;
  /** The button's look where it sits among others (Infinite's Game Over: "default"). */
  variant?: 'default' | 'filled';
  /** "lg" where it is a screen's one primary action (a thumb's 50 px on a phone). */
  size?: 'md' | 'lg';
  className?: string;
}) {
  useLocale();
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const share = async () => {
    if (canUseShareSheet(text)) {
      try {
        await navigator.share({ text });
        setOutcome('shared');
        return;
      } catch (error) {
        // The player closed the sheet: nothing to do. Any other failure tries the clipboard.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <div>
      <Button
        size={size}
        variant={variant}
        className={className}
        leftSection={
          outcome === 'copied' ? (
            <IconCheck size={18} aria-hidden />
          ) : (
            <IconShare size={18} aria-hidden />
          )
        }
        onClick={() => void share()}
      >
        {t('share')}
      </Button>
      <Text role="status" size="sm" mt={6} c="dimmed" aria-live="polite">
        {outcome === 'copied' && t('copied')}
        {outcome === 'shared' && t('shared')}
        {outcome === 'failed' && t('shareFailed')}
      </Text>
      {outcome === 'failed' && (
        <Text
          component="pre"
          size="sm"
          mt={6}
          style={{ userSelect: 'all', whiteSpace: 'pre-wrap' }}
        >
          {text}
        </Text>
      )}
    </div>
  );
}

function canUseShareSheet(text: string): boolean {
  return (
    typeof navigator.share === 'function' &&
    (navigator.canShare?.({ text }) ?? true) &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

import { Button, Group } from '@mantine/core';
import { IconSwords } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { action } from '../app/actions';
import type { ChallengeSource } from '../engine/challenge/games';
import { ChallengeResult, NicknameField } from './ChallengeFields';
import { useChallengeLink } from './useChallengeLink';
import classes from './ChallengeStep.module.css';
import { t } from './texts';
import { useLocale } from '../app/useLocale';

/**
 * "Challenge a friend" as one action in a row of them (the end popup's footer): the button alone,
 * so that the row stays one line; its tap opens what it needs just above the row (the nickname,
 * Send, then how it went and the link), and a second tap, or Escape in the nickname box, closes it.
 * It renders the two side by side, the step first: the row's own layout places them.
 */
export function ChallengeStep({
  source,
  className,
  stepClassName,
}: {
  source: ChallengeSource;
  /** The button's place in the row. */
  className?: string;
  /** The opened step's place: a line of its own above the row. */
  stepClassName?: string;
}) {
  useLocale();
  const { nickname, setNickname, outcome, url, send } = useChallengeLink({ source });
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const stepId = useId();

  // Opened by the player: the nickname is what it asks for next.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      {open && (
        <div
          id={stepId}
          role="group"
          aria-label={t('challengeAFriend')}
          className={`${classes.step} ${stepClassName ?? ''}`}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <NicknameField
              value={nickname}
              onChange={setNickname}
              inputRef={field}
              onEscape={close}
            />
            <Button
              {...action('secondary')}
              loading={outcome === 'working'}
              onClick={() => void send()}
            >
              {t('send')}
            </Button>
          </Group>
          <ChallengeResult outcome={outcome} url={url} />
        </div>
      )}
      <Button
        ref={toggle}
        {...action('secondary', className)}
        leftSection={<IconSwords size={18} aria-hidden />}
        classNames={{ section: classes.icon }}
        aria-expanded={open}
        aria-controls={open ? stepId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {/* On a phone's width the button reads "Challenge"; its name stays the whole words. */}
        {/* One piece of text: the label lays its children out as a row, which would drop the space. */}
        <span>
          {t('challengeShort')}
          <span className={classes.friend}>{t('challengeRest')}</span>
        </span>
      </Button>
    </>
  );
}

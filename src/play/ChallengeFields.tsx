import { Text, TextInput } from '@mantine/core';
import type { KeyboardEvent, Ref } from 'react';
import { MAX_NICKNAME_BYTES } from '../../machines/challenge/limits';
import { withoutInvisible } from '../../machines/challenge/nickname';
import { outcomeText, type ChallengeOutcome } from './useChallengeLink';
import classes from './ChallengeButton.module.css';
import { t } from './texts';
import { useLocale } from '../app/useLocale';

/** The player's own name, as the friends they challenge will read it. */
export function NicknameField({
  value,
  onChange,
  inputRef,
  onEscape,
}: {
  value: string;
  onChange: (nickname: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Escape in the box does this instead of closing the dialog around it. */
  onEscape?: () => void;
}) {
  useLocale();
  const escape = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Escape' || !onEscape) return;
    event.stopPropagation();
    onEscape();
  };
  return (
    <TextInput
      ref={inputRef}
      label={t('nicknameLabel')}
      placeholder={t('nicknamePlaceholder')}
      value={value}
      maxLength={MAX_NICKNAME_BYTES}
      onChange={(event) => onChange(withoutInvisible(event.currentTarget.value))}
      onKeyDown={escape}
      // Mantine's Modal listens for Escape on the window: this box's Escape is its own.
      data-mantine-stop-propagation={onEscape ? 'true' : undefined}
      className={classes.nickname}
      classNames={{ input: classes.field }}
      size="md"
    />
  );
}

/** How sending went, then the link to copy by hand. */
export function ChallengeResult({
  outcome,
  url,
}: {
  outcome: ChallengeOutcome;
  url: string | null;
}) {
  useLocale();
  return (
    <>
      {/* There from the start, so that a screen reader announces what it comes to say. */}
      <Text role="status" size="sm" c="dimmed" aria-live="polite" className={classes.status}>
        {outcomeText(outcome)}
      </Text>
      {url && (
        <TextInput
          label={t('challengeLink')}
          value={url}
          readOnly
          size="sm"
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </>
  );
}

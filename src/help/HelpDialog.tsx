import { Button, Stack } from '@mantine/core';
import { DeferredModal } from '../play/DeferredModal';
import { IconHelpCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '../app/motion';
import { t } from './texts';
import { useLocale } from '../app/useLocale';
import classes from './HelpDialog.module.css';

/** A dialog of the game's (How to play, Stats, Settings), closed by its button or Escape. */
export function HelpDialog({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  useLocale();
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      title={title}
      classNames={{ title: classes.title }}
      centered
      // A finger's size (Mantine's xl close button is 44 px; its default, 28).
      closeButtonProps={{ 'aria-label': t('close'), size: 'xl', iconSize: 22 }}
      transitionProps={prefersReducedMotion() ? { duration: 0 } : undefined}
    >
      <Stack gap="sm">
        {children}
        <Button onClick={onClose} style={{ alignSelf: 'flex-end' }} data-autofocus>
          {t('gotIt')}
        </Button>
      </Stack>
    </DeferredModal>
  );
}

/** A screen's "How to play" button, which opens its rules. */
export function HowToPlayButton({ children }: { children: ReactNode }) {
  useLocale();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        size="sm"
        h={44}
        px="xs"
        style={{ alignSelf: 'flex-start' }}
        leftSection={<IconHelpCircle size={20} aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t('howToPlay')}
      </Button>
      <HelpDialog title={t('howToPlay')} opened={opened} onClose={() => setOpened(false)}>
        {children}
      </HelpDialog>
    </>
  );
}

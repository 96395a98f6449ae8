import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocale } from '../app/useLocale';
import { t } from './screenTexts';
import { useQrCode } from './useQrCode';
import classes from './Room.module.css';

/**
 * The room's invite: its link to copy, the device's share sheet where there is one, a QR code. On an
 * audience room's host's screen (`hidden`), which a stream shows, only Copy link and Share show until
 * the host asks for the code (`onShow`).
 */
export function Invite({
  code,
  hidden = false,
  onShow,
  audience = false,
}: {
  code: string;
  /** An audience room's: its players are a stream's viewers. */
  audience?: boolean;
  hidden?: boolean;
  /** Shows or hides the code, the link and the QR code (an audience room's host). */
  onShow?: (shown: boolean) => void;
}) {
  useLocale();
  const link = `${window.location.origin}/room/${code}`;
  const qr = useQrCode(link);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('inviteShareTitle'), url: link });
    } catch {
      // Closed, or refused: the link and Copy link are still there.
    }
  };

  return (
    <section className={classes.invite} aria-labelledby="invite-heading">
      <h2 id="invite-heading" className={classes.subheading}>
        {t(audience ? 'inviteViewersHeading' : 'inviteHeading')}
      </h2>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Stack gap="xs" className={classes.inviteText}>
          {hidden ? (
            <Text>{t('codeHidden')}</Text>
          ) : (
            <>
              <Text>
                {t('roomCode')} <strong className={classes.code}>{code}</strong>
              </Text>
              <TextInput
                label={t('roomLink')}
                value={link}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
              />
            </>
          )}
          <Group gap="xs">
            <Button variant="light" className={classes.thumb} onClick={() => void copy()}>
              {t('copyLink')}
            </Button>
            {canShare && (
              <Button variant="light" className={classes.thumb} onClick={() => void share()}>
                {t('share')}
              </Button>
            )}
            {onShow && (
              <Button variant="subtle" className={classes.thumb} onClick={() => onShow(hidden)}>
                {hidden ? t('showCode') : t('hideCode')}
              </Button>
            )}
          </Group>
          <Text size="sm" role="status" c="dimmed">
            {copied === 'yes' ? t('linkCopied') : copied === 'no' ? t('selectLinkToCopy') : ''}
          </Text>
        </Stack>
        {qr && !hidden && (
          <img className={classes.qr} src={qr} width={144} height={144} alt={t('qrAlt')} />
        )}
      </Group>
    </section>
  );
}

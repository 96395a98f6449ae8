import { Alert, Button, CopyButton, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { action } from '../app/actions';
import { useLocale } from '../app/useLocale';
import { gameStore } from '../storage/gameStore';
import { exportCode, moveLink } from '../storage/move/move';
import { t } from './texts';
import classes from './MovePage.module.css';

/** A QR code holds about 2,900 bytes; a longer link is offered as a link only. */
const QR_LIMIT = 2_800;

/**
 * Whether the device's share sheet can send the link: a touch screen's (a phone sends it to the
 * other device, to itself in a chat, or by mail), as the game's other Share buttons decide.
 */
function canShareLink(url: string): boolean {
  return (
    typeof navigator.share === 'function' &&
    (navigator.canShare?.({ url }) ?? true) &&
    window.matchMedia('(pointer: coarse)').matches
  );
}

/** This device's stats as a link to open on the other device, and as a QR code of it. */
export function ExportPanel() {
  useLocale();
  const [link, setLink] = useState<string | null>(null);
  const [qr, setQr] = useState<string | null | 'tooLong'>(null);
  const [shareSheet] = useState(() => canShareLink(window.location.origin));

  useEffect(() => {
    let current = true;
    void exportCode(gameStore).then(async (code) => {
      const url = moveLink(window.location.origin, code);
      if (!current) return;
      setLink(url);
      if (url.length > QR_LIMIT) return setQr('tooLong');
      // Loaded here only: no other page needs the QR library. The code's characters are all in the
      // QR code's alphanumeric set, which the library packs in 5.5 bits each instead of a byte.
      const { toString } = await import('qrcode');
      const svg = await toString(url, { type: 'svg', errorCorrectionLevel: 'L', margin: 2 });
      if (current) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, []);

  const share = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: t('shareTitle'), url: link });
    } catch {
      // Closed, or refused: the link and Copy link are still there.
    }
  };

  // Laid out as it will be from the start, the link and its QR code filled in as they are made, so
  // that nothing below (the footer) moves when they arrive.
  return (
    <Stack>
      <Text>{t('exportIntro')}</Text>
      {link ? (
        <TextInput
          label={t('linkLabel')}
          classNames={{ wrapper: classes.linkInput }}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : (
        <div className={classes.heldLink}>
          <Loader size="sm" aria-label={t('preparing')} />
        </div>
      )}
      <Group gap="sm">
        {shareSheet && (
          <Button
            {...action('primary')}
            leftSection={<IconShare size={18} aria-hidden />}
            onClick={() => void share()}
            disabled={!link}
          >
            {t('shareLink')}
          </Button>
        )}
        <CopyButton value={link ?? ''}>
          {({ copied, copy }) => (
            <Button
              {...action(shareSheet ? 'secondary' : 'primary')}
              onClick={copy}
              disabled={!link}
              color={copied ? 'teal' : undefined}
            >
              {copied ? t('copied') : t('copyLink')}
            </Button>
          )}
        </CopyButton>
      </Group>
      {qr === 'tooLong' ? (
        <Alert color="yellow" title={t('tooLongTitle')}>
          {t('tooLongText')}
        </Alert>
      ) : (
        <figure className={classes.qr}>
          {qr ? (
            <img src={qr} alt={t('qrAlt')} width={288} height={288} />
          ) : (
            <div className={classes.qrHeld} />
          )}
          <figcaption>{t('qrCaption')}</figcaption>
        </figure>
      )}
    </Stack>
  );
}

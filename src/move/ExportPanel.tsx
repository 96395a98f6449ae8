import { Alert, Button, CopyButton, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { gameStore } from '../storage/gameStore';
import { exportCode, moveLink } from '../storage/move/move';
import classes from './MovePage.module.css';

/** A QR code holds about 2,900 bytes; a longer link is offered as a link only. */
const QR_LIMIT = 2_800;

/** This device's stats as a link to open on the other device, and as a QR code of it. */
export function ExportPanel() {
  const [link, setLink] = useState<string | null>(null);
  const [qr, setQr] = useState<string | null | 'tooLong'>(null);

  useEffect(() => {
    let current = true;
    void exportCode(gameStore).then(async (code) => {
      const url = moveLink(window.location.origin, code);
      if (!current) return;
      setLink(url);
      if (url.length > QR_LIMIT) return setQr('tooLong');
      // Loaded here only: no other page needs the QR library.
      const { toString } = await import('qrcode');
      const svg = await toString(url, { type: 'svg', errorCorrectionLevel: 'L', margin: 2 });
      if (current) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current = false;
    };
  }, []);

  // Laid out as it will be from the start, the link and its QR code filled in as they are made, so
  // that nothing below (the footer) moves when they arrive.
  return (
    <Stack>
      <Text>
        Open this link on your other device to bring your daily history, streaks, infinite bests and
        settings there. No account: the link itself holds your stats.
      </Text>
      {link ? (
        <TextInput
          label="Your stats link"
          classNames={{ wrapper: classes.linkInput }}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : (
        <div className={classes.heldLink}>
          <Loader size="sm" aria-label="Preparing your link" />
        </div>
      )}
      <CopyButton value={link ?? ''}>
        {({ copied, copy }) => (
          <Button
            onClick={copy}
            disabled={!link}
            className={classes.copy}
            color={copied ? 'teal' : undefined}
          >
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
      {qr === 'tooLong' ? (
        <Alert color="yellow" title="Too long for a QR code">
          Your history no longer fits in a QR code: copy the link and send it to your other device.
        </Alert>
      ) : (
        <figure className={classes.qr}>
          {qr ? (
            <img src={qr} alt="QR code of your stats link" width={240} height={240} />
          ) : (
            <div className={classes.qrHeld} />
          )}
          <figcaption>Scan it with the camera of the device you are moving to.</figcaption>
        </figure>
      )}
    </Stack>
  );
}

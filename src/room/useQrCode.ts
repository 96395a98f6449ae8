import { useEffect, useState } from 'react';

/**
 * A link as a QR code (an SVG data address), or null until it is made. The QR library is loaded by
 * the views that show one (the lobby's invite, the big screen's way in), never with a room's first
 * code; when it does not download, there is no QR code and the link beside it is still there.
 */
export function useQrCode(link: string): string | null {
  const [qr, setQr] = useState<{ link: string; image: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toString }) => toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((svg) => {
        if (current) {
          setQr({ link, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
        }
      })
      .catch(() => {
        // No QR code: the link is shown beside where it would be.
      });
    return () => {
      current = false;
    };
  }, [link]);
  return qr?.link === link ? qr.image : null;
}

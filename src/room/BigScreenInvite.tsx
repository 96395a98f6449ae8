import { Button, Text } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import { useLocale } from '../app/useLocale';
import { t } from './screenTexts';
import classes from './Room.module.css';

/**
 * The lobby's way to a big screen: `/room/CODE/screen` in a new tab, for the TV or laptop everyone
 * in the room can see and hear (its address can be typed there too: it is the room's link + /screen).
 */
export function BigScreenInvite({ code }: { code: string }) {
  useLocale();
  return (
    <section className={classes.invite} aria-labelledby="big-screen-heading">
      <h2 id="big-screen-heading" className={classes.subheading}>
        {t('bigScreenHeading')}
      </h2>
      <Text mb="sm">{t('bigScreenHint')}</Text>
      <Button
        component="a"
        // A new tab, loaded afresh: the screen's own page, with no seat of this one's.
        href={`/room/${code}/screen`}
        target="_blank"
        rel="noopener"
        variant="light"
        className={classes.thumb}
        leftSection={<IconDeviceTv size={20} aria-hidden />}
      >
        {t('showOnBigScreen')}
      </Button>
    </section>
  );
}

import { Button, Text } from '@mantine/core';
import { IconDeviceTv } from '@tabler/icons-react';
import { useLocale } from '../app/useLocale';
import { Address } from './Address';
import { t } from './screenTexts';
import classes from './Room.module.css';

/**
 * The lobby's way to a big screen: the address to open in the TV's or laptop's browser, and a button
 * that opens it in a new tab (a laptop plugged into the TV); once a screen shows the room, says so.
 */
export function BigScreenInvite({ code, screens }: { code: string; screens: number }) {
  useLocale();
  const address = `${window.location.host}/room/${code}/screen`;
  return (
    <section className={classes.invite} aria-labelledby="big-screen-heading">
      <h2 id="big-screen-heading" className={classes.subheading}>
        {t('bigScreenHeading')}
      </h2>
      {screens > 0 && (
        <Text fw={700} mb="xs" role="status">
          <IconDeviceTv size={20} aria-hidden className={classes.inlineIcon} />
          {t('bigScreenOn')}
        </Text>
      )}
      <Text>{t('bigScreenHint')}</Text>
      <Text fw={700} mb="sm" className={classes.address}>
        <Address text={address} />
      </Text>
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

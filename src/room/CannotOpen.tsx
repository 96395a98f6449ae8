import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../app/useLocale';
import { t } from './screenTexts';
import classes from './Room.module.css';

/*
 * Why a room's page (`/room/CODE`, `/room/CODE/screen`) cannot open: a module of its own, which the
 * big screen's page needs without the room's page.
 */

/** This version of the game has no server for rooms (a build with `EARSHOT_API_ORIGIN=off`). */
export function NoServer() {
  useLocale();
  return (
    <Container size="sm" className={classes.page}>
      <Text>{t('noServer')}</Text>
    </Container>
  );
}

/** A code that cannot be a room's: what is wrong, and the way to make a room. */
export function BadCode() {
  useLocale();
  return (
    <Container size="sm" className={classes.page}>
      <Stack gap="sm">
        <Title order={1} className={classes.heading}>
          {t('noSuchRoom')}
        </Title>
        <Text>{t('badCode')}</Text>
        <Anchor component={Link} to="/room">
          {t('playWithFriends')}
        </Anchor>
      </Stack>
    </Container>
  );
}

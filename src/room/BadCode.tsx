import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useLocale } from '../app/useLocale';
import { t } from './screenTexts';
import classes from './Room.module.css';

/**
 * A room's address whose code cannot be one (`/room/CODE`, `/room/CODE/screen`): what is wrong, and
 * the way to make a room. A module of its own: the big screen's page needs it, not the room's page.
 */
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

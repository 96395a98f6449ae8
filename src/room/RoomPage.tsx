import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { CODE_PATTERN } from '../../machines/room/protocol';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ROOMS_API } from './roomApi';
import { RoomScreen } from './RoomScreen';
import { useRoomConnection } from './useRoomConnection';
import { useLocale } from '../app/useLocale';
import { t } from './screenTexts';
import classes from './Room.module.css';

/** `/room/CODE`: the room, or why it cannot be opened. */
export function RoomPage({ code }: { code: string }) {
  useLocale();
  useDocumentTitle(t('roomTitle', { code }));
  if (!CODE_PATTERN.test(code)) return <BadCode />;
  if (!ROOMS_API) {
    return (
      <Container size="sm" className={classes.page}>
        <Text>{t('noServer')}</Text>
      </Container>
    );
  }
  return <ConnectedRoom key={code} base={ROOMS_API} code={code} />;
}

function ConnectedRoom({ base, code }: { base: string; code: string }) {
  const { state, send } = useRoomConnection(base, code);
  return <RoomScreen code={code} state={state} send={send} />;
}

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

import { Container, Text } from '@mantine/core';
import { CODE_PATTERN } from '../../machines/room/protocol';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BadCode } from './BadCode';
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

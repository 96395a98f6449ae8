import { Container, Text } from '@mantine/core';
import { CODE_PATTERN } from '../../../machines/room/protocol';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLocale } from '../../app/useLocale';
import { BadCode } from '../BadCode';
import { ROOMS_API } from '../roomApi';
import { t as roomT } from '../screenTexts';
import { useRoomConnection } from '../useRoomConnection';
import { BigScreen } from './BigScreen';
import { t } from './texts';
import classes from '../Room.module.css';

/** `/room/CODE/screen`: the room on a big screen, or why it cannot be opened. */
export function BigScreenPage({ code }: { code: string }) {
  useLocale();
  useDocumentTitle(t('title', { code }));
  if (!CODE_PATTERN.test(code)) return <BadCode />;
  if (!ROOMS_API) {
    return (
      <Container size="sm" className={classes.page}>
        <Text>{roomT('noServer')}</Text>
      </Container>
    );
  }
  return <ConnectedScreen key={code} base={ROOMS_API} code={code} />;
}

function ConnectedScreen({ base, code }: { base: string; code: string }) {
  const { state, send } = useRoomConnection(base, code, { bigScreen: true });
  return <BigScreen code={code} state={state} send={send} />;
}

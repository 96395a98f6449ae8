import { CODE_PATTERN } from '../../machines/room/protocol';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { BadCode, NoServer } from './CannotOpen';
import { ROOMS_API } from './roomApi';
import { RoomScreen } from './RoomScreen';
import { useRoomConnection } from './useRoomConnection';
import { useLocale } from '../app/useLocale';
import { t } from './screenTexts';

/** `/room/CODE`: the room, or why it cannot be opened. */
export function RoomPage({ code }: { code: string }) {
  useLocale();
  useDocumentTitle(t('roomTitle', { code }));
  if (!CODE_PATTERN.test(code)) return <BadCode />;
  if (!ROOMS_API) return <NoServer />;
  return <ConnectedRoom key={code} base={ROOMS_API} code={code} />;
}

function ConnectedRoom({ base, code }: { base: string; code: string }) {
  const { state, send } = useRoomConnection(base, code);
  return <RoomScreen code={code} state={state} send={send} />;
}

import type { ReactNode } from 'react';
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
  if (!CODE_PATTERN.test(code)) return <Titled code={code} page={<BadCode />} />;
  if (!ROOMS_API) return <Titled code={code} page={<NoServer />} />;
  // The room's page names the tab itself: an audience room's host's tab does not show the code.
  return <ConnectedRoom key={code} base={ROOMS_API} code={code} />;
}

function Titled({ code, page }: { code: string; page: ReactNode }) {
  useDocumentTitle(t('roomTitle', { code }));
  return page;
}

function ConnectedRoom({ base, code }: { base: string; code: string }) {
  const { state, send } = useRoomConnection(base, code);
  return <RoomScreen code={code} state={state} send={send} />;
}

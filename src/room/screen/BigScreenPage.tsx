import { CODE_PATTERN } from '../../../machines/room/protocol';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useLocale } from '../../app/useLocale';
import { BadCode, NoServer } from '../CannotOpen';
import { ROOMS_API } from '../roomApi';
import { useRoomConnection } from '../useRoomConnection';
import { BigScreen } from './BigScreen';
import { t } from './texts';

/** `/room/CODE/screen`: the room on a big screen, or why it cannot be opened. */
export function BigScreenPage({ code }: { code: string }) {
  useLocale();
  useDocumentTitle(t('title', { code }));
  if (!CODE_PATTERN.test(code)) return <BadCode />;
  if (!ROOMS_API) return <NoServer />;
  return <ConnectedScreen key={code} base={ROOMS_API} code={code} />;
}

function ConnectedScreen({ base, code }: { base: string; code: string }) {
  const { state, send } = useRoomConnection(base, code, { bigScreen: true });
  return <BigScreen code={code} state={state} send={send} />;
}

import embedded from 'virtual:catalogue/agents';
import { withLocalNames } from '../../i18n/localNames.ts';

// Pure, so that a route that imports another section from the barrel does not bring this one.
export const agents = /* @__PURE__ */ withLocalNames('agents', embedded);

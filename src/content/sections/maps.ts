import embedded from 'virtual:catalogue/maps';
import { withLocalNames } from '../../i18n/localNames.ts';

// Pure, so that a route that imports another section from the barrel does not bring this one.
export const maps = /* @__PURE__ */ withLocalNames('maps', embedded);

import embedded from 'virtual:catalogue/bundles';
import { withLocalNames } from '../../i18n/localNames.ts';

// Pure, so that a route that imports another section from the barrel does not bring this one.
export const bundles = /* @__PURE__ */ withLocalNames('bundles', embedded);

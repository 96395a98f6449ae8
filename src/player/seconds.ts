import { currentLocale } from '../i18n/i18n';
import { t } from './texts';

/** A time in seconds to a tenth, written the locale's way ("1.5" in en-US, "1,5" in de-DE). */
export const tenths = (time: number): string =>
  new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(time);

/** A time as the player shows it: "1.5s". */
export const seconds = (time: number): string => t('seconds', { value: tenths(time) });

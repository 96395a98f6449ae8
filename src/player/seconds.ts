import { currentLocale } from '../i18n/i18n';
import { t } from './texts';

/**
 * A time in seconds to a tenth, written the locale's way ("1.5" in en-US, "1,5" in de-DE). Rounded
 * by `toFixed` first, as the player always has: Intl rounds the shortest decimal of a double
 * (0.85 → 0.9) where `toFixed` rounds its exact value (0.8499… → 0.8), and the clip's shown length
 * must not grow by a tenth.
 */
export const tenths = (time: number): string =>
  new Intl.NumberFormat(currentLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  }).format(Number(time.toFixed(1)));

/** A time as the player shows it: "1.5s". */
export const seconds = (time: number): string => t('seconds', { value: tenths(time) });

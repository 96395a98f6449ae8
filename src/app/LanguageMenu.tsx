import { useId, useState } from 'react';
import { chooseLocale } from './startLocale';
import { LOCALE_NAMES, LOCALES, isLocale } from '../i18n/locales';
import { useLocale } from './useLocale';
import { gameStore } from '../storage/gameStore';
import { t } from './texts';
import classes from './Layout.module.css';

/**
 * The footer's language menu: the browser's own select (a phone's native picker, no menu code in the
 * first render), each language in its own words and marked with its `lang`. The page switches in
 * place: a round in progress goes on.
 */
export function LanguageMenu() {
  const locale = useLocale();
  const id = useId();
  const [failed, setFailed] = useState(false);
  return (
    <div className={classes.language}>
      <label htmlFor={id} className={classes.note}>
        {t('language')}
      </label>
      <select
        id={id}
        className={classes.languageSelect}
        value={locale}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLocale(next)) return;
          setFailed(false);
          chooseLocale(gameStore, next).catch(() => setFailed(true));
        }}
      >
        {LOCALES.map((each) => (
          <option key={each} value={each} lang={each}>
            {LOCALE_NAMES[each]}
          </option>
        ))}
      </select>
      {failed && (
        <p role="alert" className={classes.note}>
          {t('languageFailed')}
        </p>
      )}
    </div>
  );
}

import { useId, useRef, useState } from 'react';
import { chooseLocale } from './startLocale';
import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales';
import { useLocale } from './useLocale';
import { gameStore } from '../storage/gameStore';
import { t } from './texts';
import classes from './Layout.module.css';

/**
 * The language menu: a button naming the current language, which opens the list of the game's 18,
 * each in its own words and marked with its `lang`. Buttons rather than a select: a select's options
 * would be the page's options too, beside a guess box's suggestions. The page switches in place: a
 * round in progress goes on.
 */
export function LanguageMenu() {
  const locale = useLocale();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const choose = (next: Locale) => {
    setFailed(false);
    chooseLocale(gameStore, next)
      .then(() => {
        setOpen(false);
        toggle.current?.focus();
      })
      .catch(() => setFailed(true));
  };
  return (
    <div
      className={classes.language}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={classes.languageToggle}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t('language')}: ${LOCALE_NAMES[locale]}`}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      </button>
      {open && (
        <ul id={listId} className={classes.languageList} aria-label={t('language')}>
          {LOCALES.map((each) => (
            <li key={each}>
              <button
                type="button"
                lang={each}
                className={classes.languageChoice}
                aria-current={each === locale || undefined}
                onClick={() => choose(each)}
              >
                {LOCALE_NAMES[each]}
              </button>
            </li>
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className={classes.note}>
          {t('languageFailed')}
        </p>
      )}
    </div>
  );
}

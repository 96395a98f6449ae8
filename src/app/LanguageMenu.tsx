import { useId, useRef, useState, type ComponentType } from 'react';
import { chooseLocale } from './startLocale';
import type { Locale } from '../i18n/locales';
import { useLocale } from './useLocale';
import { gameStore } from '../storage/gameStore';
import { t } from './texts';
import classes from './Layout.module.css';

type List = typeof import('./LanguageList').default;

/** The list's code, once downloaded: every menu on the page opens at once after the first. */
let loadedList: List | null = null;

/**
 * The language menu: a button naming the current language, which opens the list of the game's 18,
 * each in its own words and marked with its `lang` (LanguageList, downloaded on the first opening).
 * Buttons rather than a select: a select's options would be the page's options too, beside a guess
 * box's suggestions. The page switches in place: a round in progress goes on.
 */
export function LanguageMenu() {
  const locale = useLocale();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [LanguageList, setList] = useState<ComponentType<Parameters<List>[0]> | null>(
    () => loadedList,
  );
  const toggle = useRef<HTMLButtonElement>(null);
  const openList = () => {
    setOpen(true);
    if (LanguageList) return;
    setFailed(false);
    import('./LanguageList')
      .then((module) => {
        loadedList = module.default;
        setList(() => module.default);
      })
      .catch(() => {
        setOpen(false);
        setFailed(true);
      });
  };
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
        aria-label={`${t('language')}: ${t('languageName')}`}
        onClick={() => (open ? setOpen(false) : openList())}
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
        <span lang={locale}>{t('languageName')}</span>
      </button>
      {open && LanguageList && (
        <LanguageList id={listId} label={t('language')} current={locale} onChoose={choose} />
      )}
      {failed && (
        <p role="alert" className={classes.note}>
          {t('languageFailed')}
        </p>
      )}
    </div>
  );
}

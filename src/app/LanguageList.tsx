import { useEffect, useRef } from 'react';
import { LOCALE_NAMES } from '../i18n/menu/localeNames';
import { LOCALES, type Locale } from '../i18n/locales';
import classes from './Layout.module.css';

/**
 * The language menu's list: the game's 18 languages, each in its own words and marked with its
 * `lang`. Loaded when the menu first opens, so that the names are not in every page's code; brought
 * into view when it opens.
 */
export default function LanguageList({
  id,
  label,
  current,
  onChoose,
}: {
  id: string;
  label: string;
  current: Locale;
  onChoose: (locale: Locale) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  // Opened from the footer, it unfolds below the page's last line: brought into view, at once.
  // (A block: scrollIntoView returns a promise in recent browsers, which React would take for a cleanup.)
  useEffect(() => {
    list.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <ul ref={list} id={id} className={classes.languageList} aria-label={label}>
      {LOCALES.map((each) => (
        <li key={each}>
          <button
            type="button"
            lang={each}
            className={classes.languageChoice}
            aria-current={each === current || undefined}
            onClick={() => onChoose(each)}
          >
            {LOCALE_NAMES[each]}
          </button>
        </li>
      ))}
    </ul>
  );
}

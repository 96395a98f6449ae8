import { useRef, useState } from 'react';
import { newsToTell } from '../content/news/news';
import { gameStore } from '../storage/gameStore';
import { newsDismissedEntry } from '../storage/settings';
import type { GameStore } from '../storage/store';
import { useLocale } from '../app/useLocale';
import { localNews } from '../i18n/i18n';
import { t } from './texts';
import classes from './Home.module.css';

/**
 * What the latest content update brought ("New: Miks, Veto, Corrode and 11 bundles"), said on the
 * home page while its items are marked new, until the player dismisses it; the store remembers
 * that, and the next update is told again. Rendered with the page (never after it), so nothing moves.
 */
export function WhatsNew({ store = gameStore }: { store?: GameStore }) {
  useLocale();
  const [dismissed, setDismissed] = useState(() => store.read(newsDismissedEntry));
  const box = useRef<HTMLElement>(null);
  const news = newsToTell(store.now(), dismissed);
  if (!news) return null;
  const dismiss = () => {
    // Focus goes on to what follows the notice, rather than to the page's start with the button.
    const next = box.current?.nextElementSibling?.querySelector<HTMLElement>('a[href], button');
    next?.focus();
    store.write(newsDismissedEntry, news.edition);
    setDismissed(news.edition);
  };
  return (
    <aside ref={box} className={classes.news} aria-label={t('news')}>
      <p className={classes.newsText}>
        <span className={classes.newsTag}>{t('newsTag')}</span>{' '}
        {localNews(news.edition) ?? news.summary}
      </p>
      <button
        type="button"
        className={classes.newsDismiss}
        aria-label={t('newsDismiss')}
        onClick={dismiss}
      >
        ×
      </button>
    </aside>
  );
}

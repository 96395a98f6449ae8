import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { afterTexts } from '../i18n/i18n';
import { IconChartBar, IconHelpCircle, IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { HeaderDialog } from '../help/HeaderDialogs';
import { ColourSchemeSwitch } from './ColourSchemeSwitch';
import { demo } from 'virtual:sound-pack';
import { LanguageMenu } from './LanguageMenu';
import { t } from './texts';
import { useLocale } from './useLocale';
import { useFocusAfterNavigation } from './routeFocus';
import { SkipLinkSlot } from './skipLinkSlot';
import { UpdatePrompt } from './UpdatePrompt';
import classes from './Layout.module.css';

// The header's dialogs are loaded when one is first opened: the header is in every first render.
const HeaderDialogs = lazy(() => afterTexts(import('../help/HeaderDialogs')));
// The notice that the clips are stand-ins, in a build without a sound pack only.
const DemoNotice = demo ? lazy(() => afterTexts(import('./DemoNotice'))) : null;

/** One of the header's buttons: an icon, named for assistive technology and on hover. */
function HeaderButton({
  label,
  icon: Icon,
  onClick,
}: {
  label: string;
  icon: typeof IconHelpCircle;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={classes.schemeSwitch}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      <Icon size={22} aria-hidden />
    </button>
  );
}

/**
 * The page around every screen. Plain elements rather than Mantine's AppShell: it is part of every
 * first render, which decides how soon a game's waveform appears.
 */
export function Layout() {
  useLocale();
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [skipLinkSlot, setSkipLinkSlot] = useState<HTMLElement | null>(null);
  const main = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);
  // A room's big screen is the whole page: nothing on it is for a hand near the screen.
  const bare = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.bare === true),
  });
  // The button that opened the dialog gets the focus back when it closes (the dialog's code may have
  // loaded after the click, too late for the dialog to see where the focus was).
  const trigger = useRef<HTMLElement | null>(null);
  const open = (which: HeaderDialog) => {
    trigger.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setLoaded(true);
    setDialog(which);
  };
  const close = () => {
    setDialog(null);
    trigger.current?.focus();
  };
  return (
    <SkipLinkSlot.Provider value={skipLinkSlot}>
      <div ref={setSkipLinkSlot} className={classes.skipLinks} />
      {/* right-scroll-bar-position: the popup's scroll lock (react-remove-scroll) keeps this fixed
          header where it is when it hides the page's scrollbar. */}
      <header className={`${classes.header} right-scroll-bar-position`} hidden={bare}>
        <div className={classes.container}>
          <Link to="/" className={classes.brand} aria-label={t('homeLink')}>
            <img src="/logo.svg" alt="" width={36} height={36} />
            <span className={classes.name}>Earshot</span>
          </Link>
          <nav className={classes.tools} aria-label={t('tools')}>
            <HeaderButton label={t('help')} icon={IconHelpCircle} onClick={() => open('help')} />
            <HeaderButton label={t('stats')} icon={IconChartBar} onClick={() => open('stats')} />
            <HeaderButton
              label={t('settings')}
              icon={IconSettings}
              onClick={() => open('settings')}
            />
            <ColourSchemeSwitch />
          </nav>
        </div>
      </header>
      {loaded && (
        <Suspense fallback={null}>
          <HeaderDialogs open={dialog} onClose={close} />
        </Suspense>
      )}
      <main className={classes.main} ref={main} data-bare={bare || undefined}>
        <Outlet />
        <UpdatePrompt />
        {DemoNotice && (
          <Suspense fallback={null}>
            <DemoNotice />
          </Suspense>
        )}
      </main>
      <footer className={classes.footer} hidden={bare}>
        <div className={classes.container}>
          <div className={classes.credits}>
            {/* The link stands on its own rather than inside the sentence, where its colour alone
                would have to set it apart. */}
            <div className={classes.made}>
              <p className={classes.note}>{t('madeBy')}</p>
              <a className={classes.link} href={__SOURCE_URL__} target="_blank" rel="noreferrer">
                {t('sourceCode')}
              </a>
            </div>
            <p className={classes.note}>v{__APP_VERSION__}</p>
          </div>
          <div className={classes.bottom}>
            <p className={classes.disclaimer}>{t('disclaimer')}</p>
            <LanguageMenu />
          </div>
        </div>
      </footer>
    </SkipLinkSlot.Provider>
  );
}

import { Link, Outlet } from '@tanstack/react-router';
import { ColourSchemeSwitch } from './ColourSchemeSwitch';
import { DemoNotice } from './DemoNotice';
import { UpdatePrompt } from './UpdatePrompt';
import classes from './Layout.module.css';

/**
 * The page around every screen. Plain elements rather than Mantine's AppShell: it is part of every
 * first render, which decides how soon a game's waveform appears.
 */
export function Layout() {
  return (
    <>
      {/* right-scroll-bar-position: the popup's scroll lock (react-remove-scroll) keeps this fixed
          header where it is when it hides the page's scrollbar. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <div className={classes.container}>
          <Link to="/" className={classes.brand} aria-label="Earshot, home">
            <img src="/logo.svg" alt="" width={36} height={36} />
            <span className={classes.name}>Earshot</span>
          </Link>
          <ColourSchemeSwitch />
        </div>
      </header>
      <main className={classes.main}>
        <Outlet />
        <UpdatePrompt />
        <DemoNotice />
      </main>
      <footer className={classes.footer}>
        <div className={classes.container}>
          <div className={classes.credits}>
            {/* The link stands on its own rather than inside the sentence, where its colour alone
                would have to set it apart. */}
            <div className={classes.made}>
              <p className={classes.note}>Made by the Earshot team</p>
              <a className={classes.link} href={__SOURCE_URL__} target="_blank" rel="noreferrer">
                Source code
              </a>
            </div>
            <p className={classes.note}>v{__APP_VERSION__}</p>
          </div>
          <p className={classes.disclaimer}>
            Earshot is a fan game, not affiliated with or endorsed by Riot Games.
          </p>
        </div>
      </footer>
    </>
  );
}

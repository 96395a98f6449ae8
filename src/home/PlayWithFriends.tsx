import { Link } from '@tanstack/react-router';
import { useOnline } from '../app/useOnline';
import { useLocale } from '../app/useLocale';
import { t } from './texts';
import classes from './Home.module.css';

/**
 * The way into live rooms. Rooms live on the game's server: a build without it (EARSHOT_API_ORIGIN=off)
 * shows nothing, and offline the entry stays in its place but says it needs a connection.
 */
export function PlayWithFriends({ api = __COMMUNITY_API__ }: { api?: string | null }) {
  useLocale();
  const online = useOnline();
  if (api === null) return null;
  const description = online ? t('friendsDescription') : t('friendsOffline');
  return online ? (
    <li>
      <Link to="/room" className={classes.extraLink}>
        <span className={classes.extraTitle}>{t('friendsTitle')}</span>
        <span className={classes.description}>{description}</span>
      </Link>
    </li>
  ) : (
    <li>
      <a role="link" aria-disabled="true" className={classes.extraLink} data-disabled>
        <span className={classes.extraTitle}>{t('friendsTitle')}</span>
        <span className={classes.description}>{description}</span>
      </a>
    </li>
  );
}

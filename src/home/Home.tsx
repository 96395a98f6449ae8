import { Link } from '@tanstack/react-router';
import type { ModeId } from '../../machines/modes';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useLocale } from '../app/useLocale';
import { modeCards, newModeCards, type ModeCard } from '../shared/cards';
import { infiniteScreen } from '../shared/screens';
import { DailyTeaser } from '../daily/DailyTeaser';
import { ItemImage } from '../sharedUi/ItemImage';
import { PlayWithFriends } from './PlayWithFriends';
import { WhatsNew } from './WhatsNew';
import { t } from './texts';
import classes from './Home.module.css';

/**
 * The mode picker. Plain elements in Mantine's look (container, grid, cards): the page is all first
 * render, and its download stays small without Mantine's layout components.
 */
export function Home() {
  useLocale();
  useDocumentTitle(null);
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('heading')}</h1>
      <p className={classes.intro}>{t('intro')}</p>
      <WhatsNew />
      {/* Today's puzzles first: on a phone they are on the first screen, above the tall cards. */}
      <DailyTeaser />
      <div className={classes.grid}>
        {modeCards.map((card) => (
          <ModeCardLink key={card.mode} card={card} priority />
        ))}
      </div>
      <section className={classes.newModes} aria-labelledby="new-modes-heading">
        <h2 id="new-modes-heading" className={classes.extraHeading}>
          {t('newModes')}
        </h2>
        <div className={classes.grid}>
          {newModeCards.map((card) => (
            <ModeCardLink key={card.mode} card={card} heading="h3" />
          ))}
          {/* The endless run, with the modes it plays rather than among the links below. */}
          <Link to={infiniteScreen.path} className={classes.card}>
            <CardFace
              title={t('infiniteTitle')}
              description={t('infiniteDescription')}
              image={infiniteScreen.card.image}
              fit="contain"
              heading="h3"
            />
          </Link>
        </div>
      </section>
      <nav className={classes.extra} aria-labelledby="extra-heading">
        <h2 id="extra-heading" className={classes.extraHeading}>
          {t('more')}
        </h2>
        <ul className={classes.extraList}>
          <PlayWithFriends />
          {EXTRAS.map((extra) => (
            <li key={extra.to}>
              <Link to={extra.to} className={classes.extraLink}>
                <span className={classes.extraTitle}>{t(extra.title)}</span>
                <span className={classes.description}>{t(extra.description)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function ModeCardLink({
  card,
  priority,
  heading = 'h2',
}: {
  card: ModeCard;
  priority?: boolean;
  heading?: 'h2' | 'h3';
}) {
  return (
    <Link to="/$mode" params={{ mode: card.mode }} className={classes.card}>
      <CardFace
        {...card}
        title={t(CARD_TEXTS[card.mode].title)}
        description={t(CARD_TEXTS[card.mode].description)}
        priority={priority}
        heading={heading}
      />
    </Link>
  );
}

/** A card's picture, title and line. */
function CardFace({
  title,
  description,
  image,
  fit,
  priority,
  heading: Heading,
}: {
  title: string;
  description: string;
  image: string;
  fit: 'cover' | 'contain';
  priority?: boolean;
  heading: 'h2' | 'h3';
}) {
  return (
    <>
      <div className={classes.cover}>
        {/* A phone's card is a row: the picture beside the words. */}
        <ItemImage
          src={image}
          name={title}
          fit={fit}
          height={160}
          phoneHeight={72}
          priority={priority}
        />
      </div>
      <Heading className={classes.cardTitle}>{title}</Heading>
      <p className={classes.description}>{description}</p>
    </>
  );
}

/** Each mode's card, in the player's language (the English is the mode's screen's). */
const CARD_TEXTS = {
  map: { title: 'mapTitle', description: 'mapDescription' },
  ability: { title: 'abilityTitle', description: 'abilityDescription' },
  ace: { title: 'aceTitle', description: 'aceDescription' },
  voice: { title: 'voiceTitle', description: 'voiceDescription' },
  footsteps: { title: 'footstepsTitle', description: 'footstepsDescription' },
} as const satisfies Record<ModeId, { title: string; description: string }>;

const EXTRAS = [
  { to: '/listen', title: 'listenTitle', description: 'listenDescription' },
  { to: '/move', title: 'moveTitle', description: 'moveDescription' },
] as const;

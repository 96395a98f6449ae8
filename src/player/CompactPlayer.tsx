import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect, useState, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { playerMachine } from '../../machines/player/playerMachine';
import { useLocale } from '../app/useLocale';
import { seconds } from './seconds';
import { t } from './texts';
import classes from './CompactPlayer.module.css';

/** The header's height: the bar sits under it. */
const HEADER_HEIGHT = 64;

interface CompactPlayerProps {
  actorRef: ActorRefFrom<typeof playerMachine>;
  /** The full player: the bar shows once it has scrolled up out of view. */
  playerRef: RefObject<HTMLElement | null>;
}

/**
 * On a phone, a bar under the header with the clip's Play and its time, shown while the full player
 * is scrolled out of view, so that the clip is a tap away from anywhere in a long gallery. Wider
 * screens never show it (CSS). The attempts left are the search box's to count: one count a screen.
 */
export function CompactPlayer({ actorRef, playerRef }: CompactPlayerProps) {
  useLocale();
  const scrolledPast = useScrolledPast(playerRef);
  const playing = useSelector(actorRef, (s) => s.matches({ loaded: 'playing' }));
  const loaded = useSelector(actorRef, (s) => s.matches('loaded'));
  const currentTime = useSelector(actorRef, (s) => s.context.currentTime);
  const duration = useSelector(actorRef, (s) => s.context.duration);
  return (
    <div
      className={classes.bar}
      role="region"
      aria-label={t('playerShortcut')}
      hidden={!scrolledPast}
    >
      <button
        type="button"
        className={classes.play}
        aria-label={playing ? t('pause') : t('play')}
        disabled={!loaded}
        onClick={() => actorRef.send({ type: 'player.toggle' })}
      >
        {playing ? <IconPlayerPauseFilled size={20} /> : <IconPlayerPlayFilled size={20} />}
      </button>
      <p className={classes.time}>
        {seconds(currentTime)}
        <span className={classes.dimmed}> / {seconds(duration)}</span>
      </p>
    </div>
  );
}

/** True while the element has scrolled up under the header (not while it is below the screen). */
function useScrolledPast(ref: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      ([entry]) => setPast(!entry.isIntersecting && entry.boundingClientRect.top < HEADER_HEIGHT),
      { rootMargin: `-${HEADER_HEIGHT}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}

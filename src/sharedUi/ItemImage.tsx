import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import classes from './ItemImage.module.css';

interface ItemImageProps {
  src: string | null;
  name: string;
  height: number;
  fit?: 'cover' | 'contain';
  /** Empty when the surrounding control already carries the name (a card button). */
  alt?: string;
  /** For the picture that is the page's largest: fetched first rather than when scrolled to. */
  priority?: boolean;
  /** What players know the item by besides its name (an ability's key, Q), shown on its tile. */
  badge?: string;
  /** A smaller height on a phone's width, where a gallery shows two cards a row. */
  phoneHeight?: number;
  /**
   * The name is written beside or under the picture (a map's card, an agent's head): a picture
   * that does not come leaves a plain tile, not the name a second time.
   */
  nameShown?: boolean;
}

/** How long an image on screen may take before its card shows the item's name instead. */
export const IMAGE_PATIENCE_MS = 4000;

/** Below this height a name does not fit its tile: the tile shows the name's initials. */
const INITIALS_BELOW = 60;

/**
 * What a tile of `height` pixels can show of a name without breaking a word: the name itself on a card,
 * its initials on an icon ("Gravity Well" is "GW"; a one-word name keeps its first three letters).
 */
export function tileLabel(name: string, height: number): string {
  if (height >= INITIALS_BELOW) return name;
  const words = name.split(/[\s/\-_.]+/).filter(Boolean);
  if (words.length === 1) return words[0].slice(0, 3);
  return words
    .slice(0, 3)
    .map((word) => [...word][0].toUpperCase())
    .join('');
}

/**
 * An item's picture: a shimmering placeholder while it loads, and the item's name on a neutral tile when
 * it cannot be loaded or, once on screen, has not arrived after a few seconds (it still replaces the
 * name if it comes), so a card never shows a broken image or a blank square and stays recognisable.
 * Plain elements rather than Mantine's Skeleton: a gallery holds well over a hundred of them.
 */
export function ItemImage({
  src,
  name,
  height,
  fit = 'cover',
  alt = '',
  priority = false,
  badge,
  phoneHeight,
  nameShown = false,
}: ItemImageProps) {
  const [status, setStatus] = useState<'loading' | 'slow' | 'loaded' | 'failed'>(
    src ? 'loading' : 'failed',
  );
  // A picture whose address comes later (a reveal drawn before its mode's names have loaded) or
  // changes starts loading afresh, rather than keeping the state of the one before.
  const [shown, setShown] = useState(src);
  if (shown !== src) {
    setShown(src);
    setStatus(src ? 'loading' : 'failed');
  }
  const frame = useRef<HTMLDivElement>(null);
  const waiting = status === 'loading';
  // With a phone's height, both heights are CSS variables that the module's media query picks from.
  const sized = phoneHeight
    ? ({
        '--item-height': `${height}px`,
        '--item-phone-height': `${phoneHeight}px`,
      } as CSSProperties)
    : { height };
  const sizedClass = phoneHeight ? ` ${classes.phoneSized}` : '';

  // The wait counts from when the picture is near the screen: a lazy image further down has not
  // been asked for yet.
  useEffect(() => {
    const element = frame.current;
    if (!waiting || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => (timer ??= setTimeout(() => setStatus('slow'), IMAGE_PATIENCE_MS));
    if (typeof IntersectionObserver !== 'function') {
      start();
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && start(),
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [waiting]);

  const tile = (
    <div
      className={classes.tile + sizedClass}
      style={{ ...sized, fontSize: height <= 64 ? '0.65rem' : undefined }}
      data-testid="image-fallback"
      aria-hidden={alt ? undefined : true}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
    >
      {badge && <kbd className={classes.badge}>{badge}</kbd>}
      {nameShown ? (
        <IconPhotoOff className={classes.noPicture} aria-hidden />
      ) : (
        <span>{tileLabel(name, height)}</span>
      )}
    </div>
  );
  if (!src || status === 'failed') return tile;
  return (
    <div
      ref={frame}
      className={classes.frame + sizedClass}
      style={sized}
      data-loading={waiting || undefined}
      data-slow={status === 'slow' || undefined}
    >
      {status === 'slow' && tile}
      <img
        className={classes.image}
        src={src}
        alt={status === 'slow' ? '' : alt}
        height={height}
        style={{ objectFit: fit }}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
      />
    </div>
  );
}

import { useState } from 'react';
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
}

/**
 * An item's picture: a shimmering placeholder while it loads, and the item's name on a neutral tile when
 * it cannot be loaded, so a card never shows a broken image and stays recognisable. Plain elements
 * rather than Mantine's Skeleton: a gallery holds well over a hundred of them.
 */
export function ItemImage({
  src,
  name,
  height,
  fit = 'cover',
  alt = '',
  priority = false,
}: ItemImageProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  if (!src || status === 'failed') {
    return (
      <div
        className={classes.tile}
        style={{ height, fontSize: height < 64 ? '0.6rem' : undefined }}
        data-testid="image-fallback"
        aria-hidden={alt ? undefined : true}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <span>{name}</span>
      </div>
    );
  }
  return (
    <div
      className={classes.frame}
      style={{ height }}
      data-loading={status === 'loading' || undefined}
    >
      <img
        className={classes.image}
        src={src}
        alt={alt}
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

import { Skeleton } from '@mantine/core';
import { useState } from 'react';
import classes from './ItemImage.module.css';

interface ItemImageProps {
  src: string | null;
  name: string;
  height: number;
  fit?: 'cover' | 'contain';
  /** Empty when the surrounding control already carries the name (a card button). */
  alt?: string;
}

/**
 * An item's picture: a skeleton while it loads, and the item's name on a neutral tile when it
 * cannot be loaded, so a card never shows a broken image and stays recognisable.
 */
export function ItemImage({ src, name, height, fit = 'cover', alt = '' }: ItemImageProps) {
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>(src ? 'loading' : 'failed');
  if (!src || status === 'failed') {
    return (
      <div
        className={classes.tile}
        style={{ height, fontSize: height < 64 ? '0.6rem' : undefined }}
        data-testid="image-fallback"
      >
        <span>{name}</span>
      </div>
    );
  }
  return (
    <Skeleton visible={status === 'loading'} height={height} animate>
      <img
        className={classes.image}
        src={src}
        alt={alt}
        height={height}
        style={{ objectFit: fit, height }}
        loading="lazy"
        decoding="async"
        onLoad={() => setStatus('loaded')}
        onError={() => setStatus('failed')}
      />
    </Skeleton>
  );
}

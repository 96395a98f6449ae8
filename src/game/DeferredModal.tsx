import type { ModalProps } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import classes from './DeferredModal.module.css';

type ModalComponent = ComponentType<ModalProps>;

let loaded: ModalComponent | null = null;
let loading: Promise<ModalComponent> | null = null;

/** Downloads the dialog code once; a failed download is tried again on the next call. */
export function loadModal(): Promise<ModalComponent> {
  loading ??= import('../dialog/modalCode').then(
    (module) => (loaded = module.Modal as ModalComponent),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts the dialog code's download at a player's first tap or key press on a game screen, so that
 * a round's end or How to play opens at once, while a first visit downloads none of it.
 */
export function usePrefetchModal() {
  useEffect(() => {
    if (loaded) return;
    const prefetch = () => {
      stop();
      void loadModal().catch(() => {});
    };
    const stop = () => {
      window.removeEventListener('pointerdown', prefetch, true);
      window.removeEventListener('keydown', prefetch, true);
    };
    window.addEventListener('pointerdown', prefetch, true);
    window.addEventListener('keydown', prefetch, true);
    return stop;
  }, []);
}

/**
 * Mantine's Modal, whose code is downloaded when it first opens (or earlier, see above). Should the
 * download fail (offline before the service worker holds it), the same title and content show in a
 * plain dialog, so that a round's end never loses its buttons.
 */
export function DeferredModal(props: ModalProps) {
  const [Modal, setModal] = useState<ModalComponent | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useFirstOpeningReturnsFocus(props.opened, props.returnFocus !== false);
  useEffect(() => {
    if (!props.opened || Modal) return;
    let current = true;
    loadModal().then(
      (component) => current && setModal(() => component),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [props.opened, Modal]);
  if (Modal) return <Modal {...props} />;
  if (props.opened && failed) return <PlainDialog {...props} />;
  return null;
}

/**
 * Mantine's Modal gives focus back to what opened it only when it was mounted before opening; a
 * dialog whose code arrived after it was asked for does the same here, when it closes or goes away.
 */
function useFirstOpeningReturnsFocus(opened: boolean, returnFocus: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!opened || loaded || !returnFocus) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const target = opener.current;
      opener.current = null;
      const active = document.activeElement;
      const unclaimed = !active || active === document.body || !!active.closest('[role="dialog"]');
      if (target?.isConnected && unclaimed) target.focus();
    };
  }, [opened, returnFocus]);
}

function PlainDialog({ title, onClose, children, classNames }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first?.focus();
  }, []);
  const titleClass = classNames && 'title' in classNames ? classNames.title : undefined;
  return (
    <div className={classes.backdrop}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        className={classes.dialog}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <div className={classes.header}>
          {title && (
            <h2 id={titleId} className={`${classes.title} ${titleClass ?? ''}`}>
              {title}
            </h2>
          )}
          <button type="button" className={classes.close} aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

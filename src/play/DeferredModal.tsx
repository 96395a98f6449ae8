import type { ModalProps } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import classes from './DeferredModal.module.css';
import { t } from './texts';
import { useLocale } from '../app/useLocale';

type ModalComponent = ComponentType<ModalProps>;

/**
 * Code downloaded once, when first asked for (`load`); `loaded` holds it once it has arrived. A
 * failed download is tried again on the next call.
 */
export function deferredCode<T>(download: () => Promise<T>) {
  let loading: Promise<T> | null = null;
  const code = {
    loaded: null as T | null,
    load(): Promise<T> {
      loading ??= download().then(
        (value) => (code.loaded = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return code;
}

const modalCode = deferredCode(() =>
  import('../dialog/modalCode').then((module) => module.Modal as ModalComponent),
);

/** Downloads the dialog code once; a failed download is tried again on the next call. */
export const loadModal = modalCode.load;

/**
 * Starts a download (`load`) at a player's first tap or key press on the page, so that what it
 * brings opens at once, while a first visit downloads none of it.
 */
export function usePrefetchOnFirstAction(load: () => Promise<unknown>, loaded: boolean) {
  useEffect(() => {
    if (loaded) return;
    const prefetch = () => {
      stop();
      void load().catch(() => {});
    };
    const stop = () => {
      window.removeEventListener('pointerdown', prefetch, true);
      window.removeEventListener('keydown', prefetch, true);
    };
    window.addEventListener('pointerdown', prefetch, true);
    window.addEventListener('keydown', prefetch, true);
    return stop;
  }, [load, loaded]);
}

/**
 * Starts the dialog code's download at a player's first tap or key press on a game screen, so that
 * a round's end or How to play opens at once, while a first visit downloads none of it.
 */
export function usePrefetchModal() {
  usePrefetchOnFirstAction(modalCode.load, modalCode.loaded !== null);
}

/**
 * A dialog's content whose code (`code`) downloads at the player's first tap or key press, or when
 * it is first shown: until then it says it is on its way; should the download fail, it says so, and
 * showing it again (opening its dialog again) tries again.
 */
export function DeferredContent<P extends object>({
  code,
  props,
  waiting,
  failure,
}: {
  code: { loaded: ComponentType<P> | null; load(): Promise<ComponentType<P>> };
  props: P;
  /** What it says while its code is on its way, and if the code could not be downloaded. */
  waiting: string;
  failure: string;
}) {
  const [Content, setContent] = useState<ComponentType<P> | null>(() => code.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Content) return;
    let current = true;
    code.load().then(
      (component) => current && setContent(() => component),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [code, Content]);
  if (Content) return <Content {...props} />;
  return (
    <p role="status" className={classes.pending}>
      {failed ? failure : waiting}
    </p>
  );
}

/**
 * Mantine's Modal, whose code is downloaded when it first opens (or earlier, see above). Should the
 * download fail (offline before the service worker holds it), the same title and content show in a
 * plain dialog, so that a round's end never loses its buttons.
 */
export function DeferredModal(props: ModalProps) {
  const [Modal, setModal] = useState<ModalComponent | null>(() => modalCode.loaded);
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
    if (!opened || modalCode.loaded || !returnFocus) return;
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
  useLocale();
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
          <button type="button" className={classes.close} aria-label={t('close')} onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

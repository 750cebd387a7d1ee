import { useEffect, useRef, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { dismissToast, readToasts, subscribeToToasts, type ToastItem } from '../../lib/toast-store';
import type { ToastPosition } from '../../lib/toast-position';
import { classNames } from './class-names';
import './toaster.css';

/** The newest toast in front and two behind it (sonner's three); older ones wait in the store, their time not running. */
const VISIBLE_TOASTS = 3;

const CLOSE_LABEL = 'Close toast';

/**
 * The app's toasts (docs/decisions/020), one stack per place toast-position.ts chose. It renders
 * inside ToasterHost's live region, which is on the page before the first toast, so a screen
 * reader hears each one; nothing here takes the focus.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, readToasts, readToasts);
  const positions = [...new Set(toasts.map((toast) => toast.position))];
  return positions.map((position) => (
    <ToastStack key={position} position={position} toasts={toasts.filter((toast) => toast.position === position).slice(0, VISIBLE_TOASTS)} />
  ));
}

/**
 * Collapsed, the older toasts sit behind the newest with their edge showing; under the pointer or
 * the keyboard focus the stack opens into a list, and no toast leaves meanwhile (toaster.css).
 */
function ToastStack({ position, toasts }: { position: ToastPosition; toasts: ToastItem[] }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const open = hovered || focused;
  const [vertical, horizontal] = position.split('-');

  // The button that closed a toast goes with it, and takes the focus along without a blur event.
  const dismiss = (id: number) => {
    setFocused(false);
    dismissToast(id);
  };

  return (
    <ol
      ref={list}
      data-toaster=""
      data-y={vertical}
      data-x={horizontal}
      data-open={open}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.relatedTarget instanceof Node && !!list.current?.contains(event.relatedTarget))}
    >
      {toasts.map((toast, index) => (
        <Toast key={toast.id} toast={toast} index={index} paused={open} onDismiss={() => dismiss(toast.id)} />
      ))}
    </ol>
  );
}

interface ToastProps {
  toast: ToastItem;
  /** 0 for the newest, in front. */
  index: number;
  paused: boolean;
  onDismiss: () => void;
}

function Toast({ toast, index, paused, onDismiss }: ToastProps) {
  const remainingMs = useRef(toast.durationMs);

  // The time left runs only while the stack is neither hovered nor focused.
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(() => dismissToast(toast.id), remainingMs.current);
    return () => {
      window.clearTimeout(timer);
      remainingMs.current -= Date.now() - started;
    };
  }, [paused, toast.id]);

  const { action } = toast;
  return (
    <li
      data-toast={toast.variant}
      data-front={index === 0}
      style={{ '--toast-index': index } as CSSProperties}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
      className={classNames(
        'flex items-center gap-3 rounded-lg border bg-card p-4 text-foreground shadow-[var(--shadow-card)]',
        toast.variant === 'error' ? 'border-destructive' : 'border-border',
      )}
    >
      <div className="min-w-0 flex-1 break-words">
        <p data-toast-title="" className="font-medium">
          {toast.title}
        </p>
        {toast.description && (
          <p>
            {/* Its own direction (an Arabic message in an English page), lined up with the toast's. */}
            <bdi>{toast.description}</bdi>
          </p>
        )}
      </div>
      {action && (
        <button
          type="button"
          data-toast-action=""
          className="h-6 shrink-0 cursor-pointer rounded px-2 text-xs font-medium"
          onClick={() => {
            action.onClick();
            onDismiss();
          }}
        >
          {action.label}
        </button>
      )}
      <button
        type="button"
        aria-label={CLOSE_LABEL}
        className="flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-full border border-control-edge bg-card hover:bg-muted"
        onClick={onDismiss}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M18 6 6 18M6 6l12 12" />
        </svg>
      </button>
    </li>
  );
}

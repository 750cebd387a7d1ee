import type { ToastPosition } from './toast-position';

/** How long a toast stays when nothing else is asked (the 4 s sonner used, docs/decisions/020). */
export const DEFAULT_TOAST_DURATION_MS = 4000;

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  /** 'error': spec §8's 'Error' toast, drawn with the destructive edge. */
  variant: 'default' | 'error';
  action?: ToastAction;
  durationMs: number;
  position: ToastPosition;
}

export type ToastOptions = Partial<Pick<ToastItem, 'description' | 'action' | 'durationMs' | 'position' | 'variant'>>;

/** The toasts on screen, newest first; replaced (never changed in place) so React sees each change. */
let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readToasts(): readonly ToastItem[] {
  return toasts;
}

/** Shows a toast; returns its id for `dismissToast`. */
export function showToast(title: string, options: ToastOptions = {}): number {
  const id = nextId++;
  const { variant = 'default', durationMs = DEFAULT_TOAST_DURATION_MS, position = 'bottom-right', ...rest } = options;
  publish([{ id, title, variant, durationMs, position, ...rest }, ...toasts]);
  return id;
}

/** Takes one toast away, or every toast when no id is given. */
export function dismissToast(id?: number): void {
  const next = id === undefined ? [] : toasts.filter((toast) => toast.id !== id);
  if (next.length !== toasts.length) publish(next);
}

/**
 * Where a toast goes so that it covers neither the header nor the control in use (issue 15): at
 * the top, as before, it covered the header and, on a phone, the form's first fields. The first
 * place, in the order below, whose area is clear of both is taken; the area is the toaster's (a
 * full-width strip on a phone, a 356 px box elsewhere: the sizes styles.css gives
 * `[data-toaster]`) with room for a two-line toast and the edges of two behind it. When no corner is clear (a desktop showing both the header and the Generate
 * button at the bottom), the bottom toasts are lifted to sit just above the control in use.
 */
export type ToastPosition = 'bottom-center' | 'top-center' | 'bottom-right' | 'top-right' | 'bottom-left' | 'top-left';

/** The toaster's breakpoint (styles.css): up to it a toast spans the screen, with 16 px offsets. */
const PHONE_MAX_WIDTH = 600;
/** Room left between a lifted toast and the control under it. */
const LIFT_GAP = 12;
const PHONE_OFFSET = 16;
const DESKTOP_OFFSET = 24;
const DESKTOP_TOAST_WIDTH = 356;
/** A title, a description and the toast's padding (~72 px), and 2 × 8 px of the toasts behind it. */
const TOAST_HEIGHT = 96;

/** What the toaster's stacks are (src/client/components/ui/toaster.tsx): focus in them is not the control in use. */
const TOASTER_SELECTOR = '[data-toaster]';

const PHONE_ORDER: ToastPosition[] = ['bottom-center', 'top-center'];
const DESKTOP_ORDER: ToastPosition[] = ['bottom-right', 'bottom-center', 'bottom-left', 'top-right', 'top-center', 'top-left'];

interface Area {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function toastArea(position: ToastPosition, width: number, height: number, lift = 0): Area {
  const phone = width <= PHONE_MAX_WIDTH;
  const offset = phone ? PHONE_OFFSET : DESKTOP_OFFSET;
  const top = position.startsWith('top') ? offset : height - offset - lift - TOAST_HEIGHT;
  if (phone) return { left: 0, right: width, top, bottom: top + TOAST_HEIGHT };
  const left = position.endsWith('left') ? offset : position.endsWith('right') ? width - offset - DESKTOP_TOAST_WIDTH : (width - DESKTOP_TOAST_WIDTH) / 2;
  return { left, right: left + DESKTOP_TOAST_WIDTH, top, bottom: top + TOAST_HEIGHT };
}

function overlaps(a: Area, b: Area): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The control in use: the focused one, or the last one focused when focus has fallen back to the
 * page (a button disables itself while it works, and loses focus, just before its toast).
 */
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element && !event.target.closest(TOASTER_SELECTOR)) lastFocused = event.target;
  });
}

function findControlInUse(): Element | null {
  const active = document.activeElement;
  if (active && active !== document.body && !active.closest(TOASTER_SELECTOR)) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

export interface ToastPlacement {
  position: ToastPosition;
  /** Pixels the bottom toasts are raised by (0: at the usual offset). */
  lift: number;
}

export interface PlacementOptions {
  /**
   * Something has just been brought to the top of the screen (the results heading after
   * Generate): keep the top clear, and forget the control that was in use (it scrolled away).
   */
  keepTopClear?: boolean;
}

/** The place for a toast shown now, given what is on screen. */
export function chooseToastPlacement(options: PlacementOptions = {}): ToastPlacement {
  const width = window.innerWidth;
  const height = window.innerHeight;
  const kept: Area[] = [];
  const header = document.querySelector('header');
  if (header) kept.push(header.getBoundingClientRect());
  if (options.keepTopClear) kept.push({ left: 0, right: width, top: 0, bottom: height / 3 });
  const inUse = options.keepTopClear ? undefined : findControlInUse()?.getBoundingClientRect();
  if (inUse) kept.push(inUse);
  const order = width <= PHONE_MAX_WIDTH ? PHONE_ORDER : DESKTOP_ORDER;
  const isClear = (area: Area) => area.top >= 0 && kept.every((other) => !overlaps(area, other));
  const corner = order.find((position) => isClear(toastArea(position, width, height)));
  if (corner) return { position: corner, lift: 0 };
  if (inUse) {
    const offset = width <= PHONE_MAX_WIDTH ? PHONE_OFFSET : DESKTOP_OFFSET;
    const lift = Math.max(0, height - offset - (inUse.top - LIFT_GAP));
    const lifted = order.find((position) => position.startsWith('bottom') && isClear(toastArea(position, width, height, lift)));
    if (lifted) return { position: lifted, lift };
  }
  return { position: order[0], lift: 0 };
}

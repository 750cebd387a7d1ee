import '../../test-support/dom-setup';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, notifyError, notifyWithAction } from '../../lib/notify';
import { DEFAULT_TOAST_DURATION_MS, dismissToast, showToast } from '../../lib/toast-store';
import { renderWithToaster } from '../../test-support/render-with-toaster';
import { Toaster } from './toaster';

/** docs/decisions/020: the app's own toaster, as the app mounts it (ToasterHost) and alone. */
const region = () => screen.getByRole('region', { name: 'Notifications' });
const toasts = () => within(region()).queryAllByRole('listitem');

describe('the toaster in the app (ToasterHost, lazily loaded)', () => {
  it('has its polite live region on the page before the first toast, and shows the toast inside it', async () => {
    renderWithToaster(<input aria-label="Niche" />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().textContent).toBe('');

    notify({ title: 'Generated!', description: '5 caption variations and hashtags are ready' });
    const toast = (await within(region()).findByText('Generated!')).closest('li') as HTMLElement;
    expect(within(toast).getByText('5 caption variations and hashtags are ready')).toBeTruthy();
  });

  it("shows errors titled 'Error' in the same polite region (spec §8)", async () => {
    renderWithToaster(<p>page</p>);
    notifyError('Invalid login credentials');
    const toast = (await within(region()).findByText('Error')).closest('li') as HTMLElement;
    expect(within(toast).getByText('Invalid login credentials')).toBeTruthy();
    expect(toast.getAttribute('data-toast')).toBe('error');
  });

  it('runs the action and takes the toast away; the returned function takes it away too', async () => {
    renderWithToaster(<p>page</p>);
    const undo = vi.fn();
    await notifyWithAction({ title: 'Post deleted', description: 'Undo within 5 seconds' }, { label: 'Undo', onClick: undo }, 5000);
    await userEvent.click(await within(region()).findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(within(region()).queryByText('Post deleted')).toBeNull();

    const dismiss = await notifyWithAction({ title: 'Post deleted', description: 'again' }, { label: 'Undo', onClick: undo }, 5000);
    await within(region()).findByText('again');
    act(() => dismiss());
    expect(within(region()).queryByText('again')).toBeNull();
    expect(undo).toHaveBeenCalledOnce();
  });

  it('never takes the focus; its buttons are reached with Tab and Escape closes the focused toast', async () => {
    renderWithToaster(<input aria-label="Niche" />);
    const niche = screen.getByRole('textbox', { name: 'Niche' });
    niche.focus();
    notifyError('Failed to generate content', { label: 'Try again', onClick: () => {} });
    await within(region()).findByText('Failed to generate content');
    expect(document.activeElement).toBe(niche);

    await userEvent.tab();
    expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Try again' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(within(region()).getByRole('button', { name: 'Close toast' }));
    await userEvent.keyboard('{Escape}');
    expect(toasts()).toHaveLength(0);
  });
});

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    dismissToast();
  });
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  const show = (title: string, durationMs?: number) => act(() => void showToast(title, { description: `${title} said`, position: 'bottom-right', durationMs }));

  it('stacks the newest in front and shows three at most', () => {
    render(<Toaster />);
    for (const title of ['First', 'Second', 'Third', 'Fourth']) show(title);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('[data-toast-title]')?.textContent)).toEqual(['Fourth', 'Third', 'Second']);
    expect(items.map((item) => item.getAttribute('data-front'))).toEqual(['true', 'false', 'false']);
  });

  it('closes with its close button, leaving the others', () => {
    render(<Toaster />);
    show('First');
    show('Second');
    const second = screen.getByText('Second').closest('li') as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Close toast' }));
    expect(screen.queryByText('Second')).toBeNull();
    expect(screen.getByText('First')).toBeTruthy();
  });

  it('leaves after its duration (4 s unless told), and waits while the pointer is on the stack', () => {
    render(<Toaster />);
    show('Default');
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1));
    expect(screen.getByText('Default')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Default')).toBeNull();

    show('Undo window', 5000);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.mouseEnter(screen.getByRole('list'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Undo window')).toBeTruthy();
    fireEvent.mouseLeave(screen.getByRole('list'));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Undo window')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Undo window')).toBeNull();
  });

  it('keeps one stack per place', () => {
    render(<Toaster />);
    act(() => void showToast('Top', { position: 'top-center' }));
    show('Bottom');
    const stacks = screen.getAllByRole('list');
    expect(stacks.map((stack) => `${stack.getAttribute('data-y')}-${stack.getAttribute('data-x')}`).sort()).toEqual(['bottom-right', 'top-center']);
  });
});

import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import './test-support/dom-setup';
import { App } from './app';
import { prerenderPage, prerenderSessionShell } from './prerender';

/**
 * The build prerenders these pages (scripts/prerender.mjs) and src/client/main.tsx hydrates them
 * with the same tree. React (development build here) logs a hydration mismatch with
 * console.error, which fails the test (tests/support/fail-on-console-error.ts); a mismatch would
 * also make React throw the markup away and render afresh, so the nodes are compared too.
 */
// Tells React that act() is available here (Testing Library does this for its own render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let container: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

async function hydrate(html: string, pathname: string): Promise<{ recoverableErrors: unknown[] }> {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container!,
      <StrictMode>
        <App pathname={pathname} initialSession="signed-out" />
      </StrictMode>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  return { recoverableErrors };
}

describe('the prerendered pages', () => {
  it('hold the sign-in screen at /, locked until hydrated, and hydrate it without a mismatch', async () => {
    const html = prerenderPage('sign-in');
    expect(html).toContain('AI-powered captions &amp; hashtags for creators');
    expect(html).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Sign In<\/button>/);

    const { recoverableErrors } = await hydrate(html, '/');
    expect(recoverableErrors).toEqual([]);
    const heading = container!.querySelector('h1');
    expect(heading?.textContent).toBe('CaptionCraft');
    // Hydration kept the prerendered nodes and made the form usable.
    expect(container!.innerHTML).not.toBe('');
    const submit = container!.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(submit?.textContent).toBe('Sign In');
    expect(submit?.disabled).toBe(false);
    expect(container!.querySelector<HTMLInputElement>('#password')?.readOnly).toBe(false);
  });

  it('keep the prerendered nodes when hydrating (no client re-render from scratch)', async () => {
    container = document.createElement('div');
    container.innerHTML = prerenderPage('sign-in');
    const heading = container.querySelector('h1');
    const email = container.querySelector('#email');
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(
        container!,
        <StrictMode>
          <App pathname="/" initialSession="signed-out" />
        </StrictMode>,
      );
    });
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('#email')).toBe(email);
  });

  it('hold the not-found page elsewhere and hydrate it without a mismatch', async () => {
    const html = prerenderPage('not-found');
    expect(html).toContain('Oops! Page not found');
    const { recoverableErrors } = await hydrate(html, '/some/path');
    expect(recoverableErrors).toEqual([]);
    expect(container!.querySelector('a')?.getAttribute('href')).toBe('/');
  });

  it('include a neutral shell for a pending session: the header, no sign-in form', () => {
    const shell = prerenderSessionShell();
    expect(shell).toContain('CaptionCraft');
    expect(shell).not.toMatch(/<form|<input|Sign In/);
  });
});

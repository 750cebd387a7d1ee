import '../../test-support/dom-setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CAPTION_SETS, startFakeAiProvider, type FakeAiProvider, FAKE_NICHE } from '../../../../tests/support/fake-ai-provider';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { renderWithToaster } from '../../test-support/render-with-toaster';

/**
 * The Generate panel against the real server (on a loopback socket, a fresh SQLite database),
 * whose captions come from the fake AI provider: the one edge faked. The page's supabase client
 * reads the server's URL and key from meta tags when its module loads, as in the built page, so
 * the modules are imported after the tags are in place.
 */
let fake: FakeAiProvider;
let server: TestServer;
let GeneratePanel: ComponentType<{ savedCaptions: ReadonlySet<string>; onSaved: () => void }>;
let supabase: (typeof import('../../lib/supabase'))['supabase'];

beforeAll(async () => {
  fake = await startFakeAiProvider();
  server = await startTestServer('sqlite', {
    env: { CAPTION_PROVIDER: 'openai-compatible', CAPTION_API_KEY: 'test', CAPTION_MODEL: 'fake-model', CAPTION_BASE_URL: `${fake.url}/v1` },
  });
  const url = await server.listen();
  document.head.insertAdjacentHTML(
    'beforeend',
    `<meta name="supabase-url" content="${url}"><meta name="supabase-anon-key" content="${server.anonKey}">`,
  );
  ({ supabase } = await import('../../lib/supabase'));
  ({ GeneratePanel } = await import('./generate-panel'));
});

afterAll(async () => {
  await supabase?.auth.signOut({ scope: 'local' });
  await server?.close();
  await fake?.close();
});

async function signUp(): Promise<void> {
  const { error } = await supabase.auth.signUp({ email: `panel-${crypto.randomUUID()}@example.com`, password: 'correct-horse-9' });
  if (error) throw error;
}

describe('GeneratePanel, when the generation fails mid-stream (spec §4: results, or an error toast)', () => {
  it('drops the captions that had streamed in and shows only the Error toast', async () => {
    await signUp();
    // Slow enough that the first captions are on screen before the provider drops the connection
    // halfway through its answer.
    fake.setDefault({ kind: 'dropped', chunkChars: 20, chunkDelayMs: 15 });
    const user = userEvent.setup();
    renderWithToaster(<GeneratePanel savedCaptions={new Set()} onSaved={() => {}} />);

    await user.type(screen.getByLabelText(/Your Niche/), FAKE_NICHE);
    await user.click(screen.getByRole('button', { name: 'Generate Captions' }));
    // Streamed cards were shown: what follows is a failure after partial results.
    expect(await screen.findByRole('heading', { name: 'Option 1' }, { timeout: 10_000 })).toBeTruthy();

    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Error', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Caption Variations' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Option \d$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Copy|Save) caption/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Generate Captions' })).toBeTruthy();
  }, 20_000);
});

describe('GeneratePanel, after a caption was regenerated or edited', () => {
  it('keeps the regenerated and edited captions when the next generation fails, not the ones they replaced', async () => {
    await signUp();
    fake.reset();
    const [first, second] = FAKE_CAPTION_SETS.en.captions;
    const regenerated = 'Slow mornings call for a second cup of coffee. Pull up a chair, we saved you a seat by the window.';
    const user = userEvent.setup();
    renderWithToaster(<GeneratePanel savedCaptions={new Set()} onSaved={() => {}} />);

    await user.type(screen.getByLabelText(/Your Niche/), FAKE_NICHE);
    await user.click(screen.getByRole('button', { name: 'Generate Captions' }));
    expect(await screen.findByText(first, {}, { timeout: 10_000 })).toBeTruthy();

    fake.enqueue({ kind: 'answer', answer: { captions: [regenerated], hashtags: [] } });
    await user.click(screen.getByRole('button', { name: 'Regenerate caption 1' }));
    expect(await screen.findByText(regenerated, {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Regenerate caption 1' }).hasAttribute('disabled')).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Edit caption 2' }));
    const editor = screen.getByRole('textbox', { name: 'Edit caption 2' });
    await user.clear(editor);
    await user.type(editor, 'My own words about coffee.');
    await user.click(screen.getByRole('button', { name: 'Done editing caption 2' }));

    // The next generation streams a little, then the provider drops the connection.
    fake.setDefault({ kind: 'dropped', chunkChars: 20, chunkDelayMs: 15 });
    await user.click(screen.getByRole('button', { name: 'Generate Captions' }));
    const notifications = await screen.findByRole('region', { name: /Notifications/ });
    expect(await within(notifications).findByText('Error', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(regenerated)).toBeTruthy());
    expect(screen.getByText('My own words about coffee.')).toBeTruthy();
    expect(screen.queryByText(first)).toBeNull();
    expect(screen.queryByText(second)).toBeNull();
    fake.reset();
  }, 30_000);
});

import '../../test-support/dom-setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithToaster } from '../../test-support/render-with-toaster';
import { TEXTS } from '../../../shared/texts';
import { isBareTopic, TOPIC_HINT } from '../../../shared/topic-hint';
import { GenerationResults } from './generation-results';
import type { Generation } from './use-generate-captions';
import { useSavePost } from './use-save-post';

const GENERATION: Generation = {
  captions: ['Fresh bread for a fresh start.', 'Crust you can hear. Crumb you can feel.', 'Three', 'Four', 'Five'],
  hashtags: ['bread', '#sourdough', 'bakery'],
  streaming: false,
  language: 'en',
  mood: 'casual',
  niche: 'Sourdough bakery',
  topic: '',
  website: '',
};

/** The results wired to the real save hook, as the Generate panel does. */
function ResultsWithSaving({ generation, savedCaptions = new Set() }: { generation: Generation; savedCaptions?: ReadonlySet<string> }) {
  const { savingIndexes, savePost } = useSavePost(savedCaptions, () => {});
  return (
    <GenerationResults
      generation={generation}
      savingIndexes={savingIndexes}
      savedCaptions={savedCaptions}
      onShowSaved={() => {}}
      onSave={(index, caption) => void savePost(index, { ...generation, caption })}
    />
  );
}

/** The toast showing this description. */
async function findToast(description: string): Promise<HTMLElement> {
  const notifications = await screen.findByRole('region', { name: /Notifications/ });
  return (await within(notifications).findByText(description)).closest('li') as HTMLElement;
}

it('reads a topic as bare when it is empty or a short title without a sentence mark', () => {
  expect(isBareTopic('', 'en')).toBe(true);
  expect(isBareTopic('Morning yoga', 'en')).toBe(true);
  expect(isBareTopic('朝ヨガ', 'ja')).toBe(true);
  expect(isBareTopic('New batch from Monday.', 'en')).toBe(false);
  expect(isBareTopic('नई साड़ियाँ आ गई हैं।', 'hi')).toBe(false);
  expect(isBareTopic('one two three four five six seven eight nine ten eleven', 'en')).toBe(false);
});

describe('GenerationResults', () => {
  it('says in one line when the offline composer wrote the captions, and only then', () => {
    const { unmount } = renderWithToaster(<ResultsWithSaving generation={{ ...GENERATION, source: 'offline' }} />);
    expect(screen.getByText(TEXTS.generate.offlineSource)).toBeTruthy();
    unmount();
    renderWithToaster(<ResultsWithSaving generation={{ ...GENERATION, source: 'ai' }} />);
    expect(screen.queryByText(TEXTS.generate.offlineSource)).toBeNull();
  });

  it('asks for a sentence about the post under offline captions written from a bare title or nothing', () => {
    const { unmount } = renderWithToaster(<ResultsWithSaving generation={{ ...GENERATION, source: 'offline', topic: 'Gongura chutney' }} />);
    expect(screen.getByText(TOPIC_HINT)).toBeTruthy();
    unmount();
    const described = renderWithToaster(<ResultsWithSaving generation={{ ...GENERATION, source: 'offline', topic: 'Loaves are €6 this Saturday.' }} />);
    expect(screen.queryByText(TOPIC_HINT)).toBeNull();
    described.unmount();
    renderWithToaster(<ResultsWithSaving generation={{ ...GENERATION, source: 'ai', topic: '' }} />);
    expect(screen.queryByText(TOPIC_HINT)).toBeNull();
  });

  it('shows five numbered options with their length, and the hashtags with one #', () => {
    renderWithToaster(<ResultsWithSaving generation={GENERATION} />);
    expect(screen.getByRole('heading', { name: 'Caption Variations' })).toBeTruthy();
    for (const n of [1, 2, 3, 4, 5]) expect(screen.getByRole('heading', { name: `Option ${n}` })).toBeTruthy();
    expect(screen.getByText('6 words')).toBeTruthy();
    expect(screen.getByText('8 words')).toBeTruthy();
    expect(screen.getByText('#sourdough')).toBeTruthy();
    expect(screen.queryByText('##sourdough')).toBeNull();
  });

  it('names every button after its caption', () => {
    renderWithToaster(<ResultsWithSaving generation={GENERATION} />);
    expect(screen.getByRole('button', { name: 'Copy caption 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save caption 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy hashtags' })).toBeTruthy();
  });

  it('copies the hashtags each with one # and says so', async () => {
    const user = userEvent.setup();
    renderWithToaster(<ResultsWithSaving generation={GENERATION} />);
    await user.click(screen.getByRole('button', { name: 'Copy hashtags' }));
    expect(await navigator.clipboard.readText()).toBe('#bread #sourdough #bakery');
    expect(within(await findToast('Hashtags copied to clipboard')).getByText('Copied!')).toBeTruthy();
  });

  it('copies a caption and announces the copied state', async () => {
    const user = userEvent.setup();
    renderWithToaster(<ResultsWithSaving generation={GENERATION} />);
    await user.click(screen.getByRole('button', { name: 'Copy caption 2' }));
    expect(await navigator.clipboard.readText()).toBe('Crust you can hear. Crumb you can feel.');
    expect(within(await findToast('Caption copied to clipboard')).getByText('Copied!')).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Copied');
  });

  it('refuses to save when nobody is signed in', async () => {
    const user = userEvent.setup();
    renderWithToaster(<ResultsWithSaving generation={GENERATION} />);
    await user.click(screen.getByRole('button', { name: 'Save caption 1' }));
    expect(within(await findToast('You must be logged in to save posts')).getByText('Error')).toBeTruthy();
  });

  it('keeps the copy and save buttons of a caption still being written disabled', () => {
    renderWithToaster(<ResultsWithSaving generation={{ ...GENERATION, captions: ['Done one.', 'Half writ'], streaming: true }} />);
    expect(screen.getByRole('button', { name: 'Save caption 1' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Save caption 2' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Copy caption 2' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a saved caption as saved, with a way to the Saved Posts tab, and no Save button', () => {
    renderWithToaster(<ResultsWithSaving generation={GENERATION} savedCaptions={new Set([GENERATION.captions[1]])} />);
    expect(screen.queryByRole('button', { name: 'Save caption 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save caption 1' })).toBeTruthy();
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View in Saved Posts' })).toBeTruthy();
  });

  it('lays out Arabic captions right to left with lang="ar", the English niche in its own <bdi>', async () => {
    const user = userEvent.setup();
    const arabic: Generation = { ...GENERATION, language: 'ar', captions: ['السبب الرسمي: vegan bakery. زوروا example.com', 'ب', 'ج', 'د', 'ه'] };
    renderWithToaster(<ResultsWithSaving generation={arabic} />);
    const caption = screen.getByText(/السبب الرسمي/);
    expect(caption.getAttribute('dir')).toBe('rtl');
    expect(caption.getAttribute('lang')).toBe('ar');
    expect([...caption.querySelectorAll('bdi')].map((piece) => piece.textContent)).toEqual(['vegan bakery', 'example.com']);
    await user.click(screen.getByRole('button', { name: 'Copy caption 1' }));
    expect(await navigator.clipboard.readText()).toBe('\u200Fالسبب الرسمي: \u2066vegan bakery\u2069. زوروا \u2066example.com\u2069');
  });
});

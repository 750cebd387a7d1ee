import '../../test-support/dom-setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithToaster } from '../../test-support/render-with-toaster';
import { TEXTS } from '../../../shared/texts';
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
function ResultsWithSaving({ generation }: { generation: Generation }) {
  const { savingIndexes, savePost } = useSavePost(() => {});
  return (
    <GenerationResults
      generation={generation}
      savingIndexes={savingIndexes}
      onSave={(index, caption) => void savePost(index, { ...generation, caption })}
    />
  );
}

/** The toast showing this description; sonner keeps earlier tests' toasts in its store. */
async function findToast(description: string): Promise<HTMLElement> {
  const notifications = await screen.findByRole('region', { name: /Notifications/ });
  return (await within(notifications).findByText(description)).closest('li') as HTMLElement;
}

describe('GenerationResults', () => {
  it('says in one line when the offline composer wrote the captions, and only then', () => {
    const { unmount } = renderWithToaster(<ResultsWithSaving generation={{ ...GENERATION, source: 'offline' }} />);
    expect(screen.getByText(TEXTS.generate.offlineSource)).toBeTruthy();
    unmount();
    renderWithToaster(<ResultsWithSaving generation={{ ...GENERATION, source: 'ai' }} />);
    expect(screen.queryByText(TEXTS.generate.offlineSource)).toBeNull();
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
});

import '../../test-support/dom-setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedPost } from '../../../shared/schemas';
import { renderWithToaster } from '../../test-support/render-with-toaster';
import { parseHashtagField, SavedPostItem } from './saved-post-item';

function makePost(hashtags: string[]): SavedPost {
  return {
    id: crypto.randomUUID(),
    user_id: crypto.randomUUID(),
    caption: 'Fresh sourdough, straight from the oven.',
    hashtags,
    mood: 'celebratory',
    niche: null,
    topic: null,
    website: null,
    language: null,
    platform: null,
    options: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  };
}

const EIGHT_TAGS = ['bread', 'sourdough', 'bakery', 'vegan', 'baking', 'homemade', 'breakfast', 'foodie'];

async function noDelete(): Promise<void> {}

describe('SavedPostItem', () => {
  it('shows the first five hashtags and +N more for the rest', () => {
    renderWithToaster(<SavedPostItem post={makePost(EIGHT_TAGS)} onDelete={noDelete} />);
    for (const tag of EIGHT_TAGS.slice(0, 5)) expect(screen.getByText(`#${tag}`)).toBeTruthy();
    for (const tag of EIGHT_TAGS.slice(5)) expect(screen.queryByText(`#${tag}`)).toBeNull();
    expect(screen.getByText('+3 more')).toBeTruthy();
  });

  it('shows no +N more when five hashtags or fewer are saved', () => {
    renderWithToaster(<SavedPostItem post={makePost(EIGHT_TAGS.slice(0, 5))} onDelete={noDelete} />);
    expect(screen.getByText('#baking')).toBeTruthy();
    expect(screen.queryByText(/more$/)).toBeNull();
  });

  it('shows the mood badge, the caption and when it was saved', () => {
    renderWithToaster(<SavedPostItem post={makePost(EIGHT_TAGS)} onDelete={noDelete} />);
    expect(screen.getByText('Celebratory')).toBeTruthy();
    expect(screen.getByText('Fresh sourdough, straight from the oven.')).toBeTruthy();
    expect(screen.getByText('Saved 5 minutes ago')).toBeTruthy();
  });

  it('copies the caption, a blank line and the hashtags, and says so', async () => {
    const user = userEvent.setup();
    renderWithToaster(<SavedPostItem post={makePost(EIGHT_TAGS.slice(0, 2))} onDelete={noDelete} />);
    await user.click(screen.getByRole('button', { name: 'Copy saved post' }));

    expect(await navigator.clipboard.readText()).toBe('Fresh sourdough, straight from the oven.\n\n#bread #sourdough');
    const notifications = screen.getByRole('region', { name: /Notifications/ });
    const toast = (await within(notifications).findByText('Copied!')).closest('li') as HTMLElement;
    expect(within(toast).getByText('Post copied to clipboard')).toBeTruthy();
    // The check icon's state is announced through a live region.
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('asks for deletion through a named button', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    const post = makePost([]);
    renderWithToaster(
      <SavedPostItem
        post={post}
        onDelete={async (deletedPost) => {
          deleted.push(deletedPost.id);
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete saved post' }));
    expect(deleted).toEqual([post.id]);
  });

  it('shows the context it has, compactly: language, platform, niche', () => {
    const post = { ...makePost([]), language: 'hi', platform: 'linkedin', niche: 'Bakery' };
    renderWithToaster(<SavedPostItem post={post} onDelete={noDelete} />);
    const context = screen.getByLabelText('Context');
    expect(context.textContent).toBe('HindiLinkedInBakery');
    // An old post without context shows none.
    renderWithToaster(<SavedPostItem post={makePost([])} onDelete={noDelete} />);
    expect(screen.getAllByLabelText('Context')).toHaveLength(1);
  });

  it('marks the searched words in the caption and hashtags, folded as the server folds them', () => {
    renderWithToaster(<SavedPostItem post={{ ...makePost(['Sourdough']), caption: 'Crème brûlée day' }} onDelete={noDelete} searchWords={['creme', 'sour']} />);
    expect([...document.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Crème', 'Sour']);
  });

  it('edits the caption and hashtags in place and sends only what changed', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const post = makePost(['bread']);
    renderWithToaster(
      <SavedPostItem
        post={post}
        onDelete={noDelete}
        onUpdate={async (id, changes) => {
          sent.push({ id, changes });
          return true;
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit saved post' }));
    await user.clear(screen.getByLabelText('Hashtags'));
    await user.type(screen.getByLabelText('Hashtags'), '#bread, Sourdough sourdough');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([{ id: post.id, changes: { hashtags: ['bread', 'Sourdough'] } }]);
    expect(screen.queryByLabelText('Hashtags')).toBeNull();
  });
});

describe('parseHashtagField', () => {
  it('splits on spaces and commas, drops one # and repeats ignoring case', () => {
    expect(parseHashtagField(' #a, b  #B ,,c ')).toEqual(['a', 'b', 'c']);
    expect(parseHashtagField('')).toEqual([]);
  });
});

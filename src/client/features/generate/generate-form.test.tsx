import '../../test-support/dom-setup';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../shared/limits';
import { renderWithToaster } from '../../test-support/render-with-toaster';
import { GenerateForm } from './generate-form';
import { GeneratePanel } from './generate-panel';

// A person may pick "All files" in the file dialog, so the accept attribute is no guarantee.
const setupUser = () => userEvent.setup({ applyAccept: false });

function renderPanel() {
  return renderWithToaster(<GeneratePanel savedCaptions={new Set()} onSaved={() => {}} />);
}

async function findToast(title: string): Promise<HTMLElement> {
  const notifications = await screen.findByRole('region', { name: /Notifications/ });
  return within(notifications).findByText(title).then((element) => element.closest('li') as HTMLElement);
}

describe('Generate form', () => {
  it('shows the six fields with their labels and defaults', () => {
    renderPanel();
    const niche = screen.getByLabelText(/Your Niche/);
    expect(niche.getAttribute('aria-required')).toBe('true');
    expect(niche.hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Website (Optional)')).toBeTruthy();
    expect(screen.getByLabelText('Upload Photo/Video (Optional)').getAttribute('type')).toBe('file');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
    expect(within(screen.getByLabelText('Language')).getAllByRole('option')).toHaveLength(23);
    const topic = screen.getByLabelText('Topic (Optional)');
    expect(topic.tagName).toBe('TEXTAREA');
    expect(topic.getAttribute('placeholder')).toMatch(/leave blank for general suggestions/);
    expect(screen.getByRole('radiogroup', { name: 'Mood' })).toBeTruthy();
  });

  it('says what is missing when the niche is blank after trimming', async () => {
    const user = setupUser();
    renderPanel();
    const submit = screen.getByRole('button', { name: 'Generate Captions' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');

    await user.type(screen.getByLabelText(/Your Niche/), '   ');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(submit);

    const toast = await findToast('Missing information');
    expect(within(toast).getByText('Please enter your niche')).toBeTruthy();
    // issue 15: the field is marked, named by its message, and holds the focus.
    const niche = screen.getByLabelText(/Your Niche/);
    expect(niche.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(niche.getAttribute('aria-describedby') ?? '')?.textContent).toContain('Please enter your niche');
    expect(document.activeElement).toBe(niche);
    await user.type(niche, 'vegan bakery');
    expect(niche.hasAttribute('aria-invalid')).toBe(false);
  });

  it('marks the website field when the schema refuses it, and focuses it', async () => {
    const user = setupUser();
    renderPanel();
    await user.type(screen.getByLabelText(/Your Niche/), 'vegan bakery');
    await user.type(screen.getByLabelText('Website (Optional)'), 'not a website');
    await user.click(screen.getByRole('button', { name: 'Generate Captions' }));
    const website = screen.getByLabelText('Website (Optional)');
    expect(website.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(website);
    expect(screen.getByLabelText(/Your Niche/).hasAttribute('aria-invalid')).toBe(false);
  });

  it('lets the free-text fields take the direction of what is typed', () => {
    renderPanel();
    expect(screen.getByLabelText(/Your Niche/).getAttribute('dir')).toBe('auto');
    expect(screen.getByLabelText('Topic (Optional)').getAttribute('dir')).toBe('auto');
    expect(screen.getByLabelText('Website (Optional)').getAttribute('dir')).toBe('ltr');
  });

  it('enables the button once the niche has text', async () => {
    const user = setupUser();
    renderPanel();
    await user.type(screen.getByLabelText(/Your Niche/), 'vegan bakery');
    expect(screen.getByRole('button', { name: 'Generate Captions' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('refuses a file of another type and keeps no file', async () => {
    const user = setupUser();
    renderPanel();
    const upload = screen.getByLabelText('Upload Photo/Video (Optional)') as HTMLInputElement;
    await user.upload(upload, new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }));

    const toast = await findToast('Invalid file type');
    expect(within(toast).getByText('Please upload an image (JPG, PNG, GIF, WEBP) or video (MP4, MOV)')).toBeTruthy();
    expect(upload.files).toHaveLength(0);
    expect(screen.queryByText(/menu\.pdf/)).toBeNull();
  });

  it('refuses a file over 20 MB', async () => {
    const user = setupUser();
    renderPanel();
    const tooLarge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'holiday.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload Photo/Video (Optional)'), tooLarge);

    const toast = await findToast('File too large');
    expect(within(toast).getByText('Please upload a file smaller than 20MB')).toBeTruthy();
    expect(screen.queryByText(/holiday\.png/)).toBeNull();
  });

  it('shows the name of an accepted file', async () => {
    const user = setupUser();
    renderPanel();
    await user.upload(
      screen.getByLabelText('Upload Photo/Video (Optional)'),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'croissant.jpg', { type: 'image/jpeg' }),
    );
    expect(screen.getByText(/croissant\.jpg/)).toBeTruthy();
  });
});

describe('Generate button while a rate-limited user waits (issue 15)', () => {
  it("counts down the server's Retry-After, then offers Generate again", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    try {
      render(<GenerateForm generating={false} retryAt={Date.now() + 3_000} onGenerate={() => {}} />);
      const button = screen.getByRole('button', { name: 'Try again in 3 s' });
      expect(button.hasAttribute('disabled')).toBe(true);
      act(() => void vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('button', { name: 'Try again in 2 s' })).toBeTruthy();
      act(() => void vi.advanceTimersByTime(2_000));
      expect(screen.getByRole('button', { name: 'Generate Captions' }).hasAttribute('disabled')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

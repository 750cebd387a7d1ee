import '../../test-support/dom-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLATFORMS } from '../../../shared/platforms';
import { CaptionEditor } from './caption-editor';

describe('CaptionEditor', () => {
  it('counts as the platform counts and marks where the feed cuts', () => {
    const caption = `${'a'.repeat(130)} ☕`;
    const { container } = render(<CaptionEditor number={1} caption={caption} language="en" direction="ltr" platform={PLATFORMS.instagram} editing={false} onChange={() => {}} />);
    expect(screen.getByText('132 / 2,200 characters on Instagram')).toBeTruthy();
    const mark = container.querySelector('[data-fold-mark]')!;
    expect(mark.textContent).toContain('…more');
    expect(mark.previousSibling?.textContent ?? container.querySelector('p')!.firstChild!.textContent).toHaveLength(125);
  });

  it('says plainly when an edit runs over X’s limit, counted as X counts', () => {
    render(<CaptionEditor number={2} caption={'你'.repeat(141)} language="zh" direction="ltr" platform={PLATFORMS.x} editing onChange={() => {}} />);
    expect(screen.getByText('282 / 280 characters on X (as X counts)')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('This caption is 2 characters over X’s limit of 280.');
    expect(screen.getByLabelText('Edit caption 2').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows no platform count without a platform', () => {
    render(<CaptionEditor number={3} caption="Fresh bread every morning" language="en" direction="ltr" editing={false} onChange={() => {}} />);
    expect(screen.getByText('4 words')).toBeTruthy();
    expect(screen.queryByText(/characters on/)).toBeNull();
  });
});

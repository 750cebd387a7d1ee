import '../../test-support/dom-setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GenerateForm } from './generate-form';

function checkedMoods(): string[] {
  return screen
    .getAllByRole('radio')
    .filter((radio) => radio.getAttribute('aria-checked') === 'true')
    .map((radio) => radio.textContent ?? '');
}

describe('Mood picker', () => {
  it('offers eight moods as one radio group, Playful selected by default', () => {
    render(<GenerateForm generating={false} onGenerate={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Mood' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Playful',
      'Professional',
      'Inspirational',
      'Casual',
      'Energetic',
      'Motivational',
      'Educational',
      'Celebratory',
    ]);
    expect(checkedMoods()).toEqual(['Playful']);
  });

  it('moves the choice with the arrow keys, one mood at a time', async () => {
    const user = userEvent.setup();
    render(<GenerateForm generating={false} onGenerate={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'Playful' }));
    // Radix moves focus on the next tick and checks the radio focused while an arrow key is down,
    // so each key is held like a person's finger would, then released.
    async function press(key: string, expected: string) {
      await user.keyboard(`{${key}>}`);
      await waitFor(() => expect(checkedMoods()).toEqual([expected]));
      await user.keyboard(`{/${key}}`);
    }
    await press('ArrowRight', 'Professional');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Professional' }));
    await press('ArrowDown', 'Inspirational');
    await press('ArrowLeft', 'Professional');
    await press('ArrowUp', 'Playful');
  });

  it('selects a mood by clicking it', async () => {
    const user = userEvent.setup();
    render(<GenerateForm generating={false} onGenerate={() => {}} />);
    await user.click(screen.getByRole('radio', { name: 'Celebratory' }));
    expect(checkedMoods()).toEqual(['Celebratory']);
  });
});

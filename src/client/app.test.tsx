import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import './test-support/dom-setup';
import { App } from './app';

describe('routes', () => {
  it('shows the not-found page for any path other than /', () => {
    render(<App pathname="/settings/profile" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveProperty('textContent', '404');
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');
  });

  it('shows the sign-in screen at / when nobody is signed in', async () => {
    localStorage.clear();
    render(<App pathname="/" />);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByText('404')).toBeNull();
  });
});

import '../../test-support/dom-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SignInScreen } from './sign-in-screen';

describe('SignInScreen', () => {
  it('shows the title, the tagline, Google and the divider', () => {
    render(<SignInScreen />);
    expect(screen.getByRole('heading', { name: 'CaptionCraft' })).toBeTruthy();
    expect(screen.getByText('AI-powered captions & hashtags for creators')).toBeTruthy();
    expect(screen.getByText('Or continue with')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Google' })).toBeTruthy();
  });

  it('labels its fields and asks the browser to check them', () => {
    render(<SignInScreen />);
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(password.type).toBe('password');
    expect(password.required).toBe(true);
    expect(password.minLength).toBe(6);
  });

  it('starts in sign-in mode and the link toggles between both modes', async () => {
    const user = userEvent.setup();
    render(<SignInScreen />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

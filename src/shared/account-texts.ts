import type { ToastText } from './texts';

/**
 * The texts of the account dialog (issue 13: a user's own data). Not in the spec, so kept apart
 * from texts.ts, which holds the spec's own words.
 */
export const ACCOUNT_TEXTS = {
  open: 'Account',
  title: 'Your account',
  description: 'Take your data with you, change your password, or delete your account.',
  close: 'Close',
  download: {
    heading: 'Your data',
    explanation: 'Your email, when you joined and every saved post, as a JSON file.',
    button: 'Download my data',
    busy: 'Preparing...',
  },
  password: {
    heading: 'Change password',
    label: 'New password',
    button: 'Change password',
    busy: 'Changing...',
  },
  delete: {
    heading: 'Delete my account',
    explanation: 'This removes your account and every saved post for good, and signs you out on every device.',
    label: 'Type your email or your password to confirm',
    button: 'Delete my account',
    busy: 'Deleting...',
  },
} as const;

export const ACCOUNT_TOASTS = {
  downloaded: { title: 'Downloaded', description: 'Your data is in captioncraft-my-data.json' },
  passwordChanged: { title: 'Password changed', description: 'Your other devices were signed out' },
  deleted: { title: 'Account deleted', description: 'Your account and saved posts are gone' },
} as const satisfies Record<string, ToastText>;

/**
 * The texts the first screen shows before anyone signs in: the sign-in screen, the not-found
 * page and the loading shell, with the toasts and errors of signing in. They live apart from
 * the rest of ./texts.ts (which gathers them into its catalogues) because the sign-in screen's
 * code must not carry the main screen's texts: a module lands whole in the first chunk that
 * imports it (docs/decisions/012). Client code shown before sign-in imports from here.
 */
export const PRODUCT_NAME = 'CaptionCraft';

export interface ToastText {
  title: string;
  description?: string;
}

export const SIGN_IN_TEXTS = {
  tagline: 'AI-powered captions & hashtags for creators',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  loading: 'Loading...',
  orContinueWith: 'Or continue with',
  google: 'Google',
  toSignUp: "Don't have an account? Sign up",
  toSignIn: 'Already have an account? Sign in',
} as const;

/** The main screen's header, which the loading shell shows too. */
export const MAIN_HEADER_TEXTS = {
  subtitle: 'AI-powered caption generator',
} as const;

export const NOT_FOUND_TEXTS = {
  code: '404',
  message: 'Oops! Page not found',
  home: 'Return to Home',
} as const;

export const SIGN_IN_TOASTS = {
  welcomeBack: { title: 'Welcome back!', description: "You've successfully logged in." },
  accountCreated: { title: 'Account created!', description: 'You can now start generating content.' },
} as const satisfies Record<string, ToastText>;

/** spec §8: the title of every error toast. */
export const ERROR_TITLE = 'Error';

export const SIGN_IN_ERRORS = {
  googleDisabled: 'Google sign-in is not enabled on this server',
} as const;

export const FIRST_SCREEN_UI_TEXTS = {
  loadingSession: 'Loading',
  settingsFailed: 'Could not reach the sign-in service',
  required: 'required',
} as const;

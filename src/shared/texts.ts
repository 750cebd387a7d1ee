/**
 * Every text the spec fixes (§2, §5, §8), written once. The client shows them; the server
 * uses the ones that also appear in its answers. Titles and descriptions are pairs as in §8.
 * The texts the first screen shows (sign-in, not-found, the loading shell) are written in
 * ./first-screen-texts.ts and gathered here, so these catalogues stay whole.
 */
import {
  ERROR_TITLE,
  FIRST_SCREEN_UI_TEXTS,
  MAIN_HEADER_TEXTS,
  NOT_FOUND_TEXTS,
  SIGN_IN_ERRORS,
  SIGN_IN_TEXTS,
  SIGN_IN_TOASTS,
  type ToastText,
} from './first-screen-texts';

export { PRODUCT_NAME } from './first-screen-texts';

export const TEXTS = {
  signIn: SIGN_IN_TEXTS,
  main: {
    ...MAIN_HEADER_TEXTS,
    logout: 'Logout',
    generateTab: 'Generate',
    savedTab: 'Saved Posts',
  },
  generate: {
    niche: 'Your Niche',
    website: 'Website (Optional)',
    upload: 'Upload Photo/Video (Optional)',
    language: 'Language',
    topic: 'Topic (Optional)',
    topicPlaceholder: 'Describe your post, or leave blank for general suggestions',
    mood: 'Mood',
    submit: 'Generate Captions',
    busy: 'Generating Magic...',
    captionVariations: 'Caption Variations',
    option: (n: number) => `Option ${n}`,
    hashtags: 'Hashtags',
    save: 'Save',
    saving: 'Saving...',
    /** Under the results when no AI provider is configured (issue 14): one quiet line. */
    offlineSource:
      'Written by the built-in offline composer from what you typed. An AI provider would also look at your photo or video and add details you did not type.',
  },
  saved: {
    empty: 'No saved posts yet. Generate and save some content to see them here!',
    more: (n: number) => `+${n} more`,
  },
  notFound: NOT_FOUND_TEXTS,
} as const;

export type { ToastText };

export const TOASTS = {
  ...SIGN_IN_TOASTS,
  loggedOut: { title: 'Logged out' },
  generated: { title: 'Generated!', description: '5 caption variations and hashtags are ready' },
  captionCopied: { title: 'Copied!', description: 'Caption copied to clipboard' },
  hashtagsCopied: { title: 'Copied!', description: 'Hashtags copied to clipboard' },
  postCopied: { title: 'Copied!', description: 'Post copied to clipboard' },
  saved: { title: 'Saved!', description: 'Post saved to your collection' },
  deleted: { title: 'Deleted', description: 'Post removed from your collection' },
  missingNiche: { title: 'Missing information', description: 'Please enter your niche' },
  invalidFileType: {
    title: 'Invalid file type',
    description: 'Please upload an image (JPG, PNG, GIF, WEBP) or video (MP4, MOV)',
  },
  fileTooLarge: { title: 'File too large', description: 'Please upload a file smaller than 20MB' },
} as const satisfies Record<string, ToastText>;

/** spec §8: the error catalogue. */
export const ERRORS = {
  title: ERROR_TITLE,
  rateLimited: 'Rate limit exceeded. Please try again in a moment.',
  creditsDepleted: 'AI credits depleted. Please add credits to continue.',
  generateFailed: 'Failed to generate content',
  mustBeLoggedIn: 'You must be logged in to save posts',
  saveFailed: 'Failed to save post',
  deleteFailed: 'Failed to delete post',
  googleDisabled: SIGN_IN_ERRORS.googleDisabled,
} as const;

/**
 * Texts the client adds beyond the spec: accessible names, announcements and small states
 * (docs/ui-reference.md, accessibility rules; issue 5).
 */
export const UI_TEXTS = {
  copied: 'Copied',
  copyCaption: (n: number) => `Copy caption ${n}`,
  saveCaption: (n: number) => `Save caption ${n}`,
  copyHashtags: 'Copy hashtags',
  copySavedPost: 'Copy saved post',
  deleteSavedPost: 'Delete saved post',
  loadingSession: FIRST_SCREEN_UI_TEXTS.loadingSession,
  loadingSavedPosts: 'Loading saved posts',
  loadingMoreSavedPosts: 'Loading more saved posts',
  savedAt: (when: string) => `Saved ${when}`,
  chosenFile: (name: string) => `Selected: ${name}`,
  uploadHint: 'JPG, PNG, GIF, WEBP, MP4 or MOV, up to 20 MB',
  // Short enough to show whole in the niche field of a 360 px phone (issue 15).
  nichePlaceholder: 'e.g. fitness coach, travel blogger',
  websitePlaceholder: 'e.g. example.com',
  captionLength: (value: number, unit: 'words' | 'characters') => `${value} ${value === 1 ? unit.slice(0, -1) : unit}`,
  clipboardFailed: 'Could not copy to the clipboard',
  settingsFailed: FIRST_SCREEN_UI_TEXTS.settingsFailed,
  required: FIRST_SCREEN_UI_TEXTS.required,
  tryAgain: 'Try again',
  /** On the Generate button while a rate-limited user waits (the server's Retry-After). */
  tryAgainIn: (seconds: number) => `Try again in ${seconds} s`,
  savedCaption: 'Saved',
  viewSaved: 'View in Saved Posts',
  /** The one announcement when a new set of captions starts to arrive (a polite live region). */
  captionsArriving: 'New captions are arriving below the form',
} as const;

/** The saved library (issue 12): search, filters, edits, undo and export. */
export const LIBRARY_TEXTS = {
  searchLabel: 'Search saved posts',
  searchPlaceholder: 'Search captions, hashtags, niche or topic',
  moodFilter: 'Mood',
  languageFilter: 'Language',
  platformFilter: 'Platform',
  anyMood: 'Any mood',
  anyLanguage: 'Any language',
  anyPlatform: 'Any platform',
  sort: 'Sort',
  newest: 'Newest first',
  oldest: 'Oldest first',
  count: (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'post' : 'posts'}`,
  noMatches: 'No saved posts match your search.',
  clearFilters: 'Clear search and filters',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  exportProgress: (done: number, total: number) => `Exporting ${done.toLocaleString('en')} of ${total.toLocaleString('en')}…`,
  exported: (n: number) => ({ title: 'Exported', description: `${n.toLocaleString('en')} ${n === 1 ? 'post' : 'posts'} downloaded` }),
  exportFailed: 'Failed to export posts',
  editSavedPost: 'Edit saved post',
  captionField: 'Caption',
  hashtagsField: 'Hashtags',
  hashtagsHint: 'Separate hashtags with spaces',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  updated: { title: 'Updated', description: 'Your changes are saved' },
  updateFailed: 'Failed to update post',
  undo: 'Undo',
  restored: { title: 'Restored', description: 'The post is back in your collection' },
  context: 'Context',
} as const;

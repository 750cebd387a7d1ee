/**
 * A caption card's edit, regenerate and refine controls and its live counter (issue 11). Not in
 * the spec, so kept apart from texts.ts (which the sign-in screen's bundle carries). The numbers
 * are the card's (1 to 5); `platform` is the target platform's label ("X").
 */
export const CAPTION_EDIT_TEXTS = {
  edit: 'Edit',
  done: 'Done',
  editCaption: (n: number) => `Edit caption ${n}`,
  doneEditingCaption: (n: number) => `Done editing caption ${n}`,
  /** The text area's name while a caption is edited. */
  captionTextArea: (n: number) => `Edit caption ${n}`,
  regenerate: 'Regenerate',
  regenerateCaption: (n: number) => `Regenerate caption ${n}`,
  refine: 'Refine',
  /** The Refine button's name and the name of the group of choices it opens. */
  refineCaption: (n: number) => `Refine caption ${n}`,
  translateTo: (n: number) => `Translate caption ${n} to`,
  translate: 'Translate',
  instructionLabel: (n: number) => `Your own instruction for caption ${n}`,
  instructionPlaceholder: 'e.g. mention our Friday opening hours',
  instructionCount: (length: number, max: number) => `${length} / ${max}`,
  apply: 'Apply',
  removeHashtag: (tag: string) => `Remove hashtag ${tag}`,
  platformCount: (count: number, limit: number, platform: string, xWeighted: boolean) =>
    `${count} / ${limit.toLocaleString('en')} characters on ${platform}${xWeighted ? ' (as X counts)' : ''}`,
  overLimit: (over: number, platform: string, limit: number) => `This caption is ${over} characters over ${platform}’s limit of ${limit.toLocaleString('en')}.`,
  /** Where the feed cuts the caption: the mark, and what a screen reader hears there. */
  foldMark: '…more',
  foldExplained: (platform: string) => `(the ${platform} feed shows the text up to here)`,
} as const;

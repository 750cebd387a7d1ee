import { Fragment, useMemo, type ReactNode } from 'react';
import { findMatches } from '../../../shared/search-text';

/**
 * `text` with the searched words marked, found the way the server finds them (folded: any case,
 * Latin accents ignored), so 'cafe' marks 'Café'. Shown in NFC, which the match positions refer to.
 */
export function HighlightedText({ text, words }: { text: string; words: readonly string[] }) {
  const shown = text.normalize('NFC');
  const ranges = useMemo(() => findMatches(shown, words), [shown, words]);
  if (ranges.length === 0) return <>{shown}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start > at) parts.push(<Fragment key={`t${at}`}>{shown.slice(at, range.start)}</Fragment>);
    parts.push(
      <mark key={`m${range.start}`} className="rounded bg-primary/30 px-0.5 text-foreground">
        {shown.slice(range.start, range.end)}
      </mark>,
    );
    at = range.end;
  }
  if (at < shown.length) parts.push(<Fragment key={`t${at}`}>{shown.slice(at)}</Fragment>);
  return <>{parts}</>;
}

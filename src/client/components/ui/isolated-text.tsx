import type { TextDirection } from '../../../shared/languages';
import { splitIntoPieces } from '../../lib/bidi';

/**
 * Text whose pieces written against the paragraph's direction (an English niche or a web
 * address in an Arabic caption) are each in a <bdi>, so they keep their place (issue 15).
 */
export function IsolatedText({ text, direction }: { text: string; direction: TextDirection }) {
  return (
    <>
      {splitIntoPieces(text, direction).map((piece, index) =>
        piece.isolated ? <bdi key={index}>{piece.text}</bdi> : piece.text,
      )}
    </>
  );
}

import type { GenerationRequest } from '../../shared/schemas';

/**
 * The caption engine's interface (docs/architecture.md, "Caption engine"). The offline composer
 * and every AI provider implement it; the generate-content route only sees this.
 */

/**
 * An attached photo or video. The route hands the engine the upload as checked, undecoded
 * (describeUpload in media.ts); an AI provider's engine then prepares it for its model
 * (prepareMediaForProvider: a normalised JPEG, a video's frame, or the raw video), and the offline
 * composer only reads `kind`.
 */
export interface PreparedMedia {
  kind: 'photo' | 'video';
  /** The upload's data URL; after preparation a JPEG (a photo or a video's frame) or the raw video. */
  dataUrl: string;
  mediaType: string;
  width?: number;
  height?: number;
}

export interface CaptionInput extends GenerationRequest {
  media?: PreparedMedia;
}

export interface CaptionResult {
  captions: string[];
  hashtags: string[];
  /** Said to the user when the media could not be used (the request went on without it). */
  notice?: string;
  /** 'offline' when the offline composer wrote the captions (the results say so: issue 14). */
  source?: CaptionSource;
}

export type CaptionSource = 'offline' | 'ai';

/** A partial result while generating: captions so far (the last may be unfinished) and hashtags. */
export interface PartialCaptionResult {
  captions: string[];
  hashtags: string[];
}

export interface GenerateOptions {
  signal: AbortSignal;
  onPartial?: (partial: PartialCaptionResult) => void;
}

export interface CaptionEngine {
  readonly name: string;
  generate(input: CaptionInput, options: GenerateOptions): Promise<CaptionResult>;
}

export type CaptionErrorKind =
  | 'rate-limited'
  | 'out-of-credits'
  | 'bad-key'
  | 'timeout'
  | 'invalid-output'
  | 'unavailable'
  | 'aborted';

/** A failure the route maps to a status (issue 4): never carries a provider's raw message. */
export class CaptionError extends Error {
  constructor(
    readonly kind: CaptionErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'CaptionError';
  }
}

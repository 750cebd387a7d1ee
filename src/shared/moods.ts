/** The eight moods of spec §3; icons and gradients are presentation and live in the client. */
export const MOODS = [
  { value: 'playful', label: 'Playful' },
  { value: 'professional', label: 'Professional' },
  { value: 'inspirational', label: 'Inspirational' },
  { value: 'casual', label: 'Casual' },
  { value: 'energetic', label: 'Energetic' },
  { value: 'motivational', label: 'Motivational' },
  { value: 'educational', label: 'Educational' },
  { value: 'celebratory', label: 'Celebratory' },
] as const;

export type Mood = (typeof MOODS)[number]['value'];

export const MOOD_VALUES = MOODS.map((mood) => mood.value) as [Mood, ...Mood[]];

export const DEFAULT_MOOD: Mood = 'playful';

export function isMood(value: unknown): value is Mood {
  return typeof value === 'string' && (MOOD_VALUES as readonly string[]).includes(value);
}

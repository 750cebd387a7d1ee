import { Briefcase, Heart, Lightbulb, PartyPopper, Smile, Sparkles, Trophy, Zap, type Icon } from '../../components/ui/icons';
import type { Mood } from '../../../shared/moods';

/** Presentation of the moods (docs/ui-reference.md, Moods): an icon and a gradient each. */
export const MOOD_STYLE: Record<Mood, { icon: Icon; from: string; to: string }> = {
  playful: { icon: Sparkles, from: '#ec4899', to: '#a855f7' },
  professional: { icon: Briefcase, from: '#3b82f6', to: '#06b6d4' },
  inspirational: { icon: Heart, from: '#f97316', to: '#ec4899' },
  casual: { icon: Smile, from: '#22c55e', to: '#14b8a6' },
  energetic: { icon: Zap, from: '#eab308', to: '#f97316' },
  motivational: { icon: Trophy, from: '#a855f7', to: '#3b82f6' },
  educational: { icon: Lightbulb, from: '#6366f1', to: '#a855f7' },
  celebratory: { icon: PartyPopper, from: '#ec4899', to: '#ef4444' },
};

/**
 * The mood's gradient under a dark veil: white text on the bright ends (yellow, green, cyan)
 * would otherwise fall below WCAG AA.
 */
export function moodBackground(mood: Mood): string {
  const { from, to } = MOOD_STYLE[mood];
  return `linear-gradient(rgb(0 0 0 / 0.4), rgb(0 0 0 / 0.4)), linear-gradient(135deg, ${from}, ${to})`;
}

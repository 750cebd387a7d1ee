import { RadioGroup } from 'radix-ui';
import { MOODS, isMood, type Mood } from '../../../shared/moods';
import { TEXTS } from '../../../shared/texts';
import { classNames } from '../../components/ui/class-names';
import { MOOD_STYLE, moodBackground } from './mood-style';

/**
 * One choice among eight, so a radio group (docs/ui-reference.md): arrow keys move the choice,
 * the selected tile is announced. The spec's four columns at every width: on phones the tiles
 * are compact (smaller type, less padding) and still at least 44 px tall and wide; a long label
 * breaks inside the word (hyphenated where the browser can) rather than being cut (issue 15).
 */
export function MoodPicker({ value, onChange, disabled }: { value: Mood; onChange: (mood: Mood) => void; disabled?: boolean }) {
  return (
    <div>
      <span id="mood-label" className="mb-2 block text-sm font-medium text-foreground">
        {TEXTS.generate.mood}
      </span>
      <RadioGroup.Root
        aria-labelledby="mood-label"
        value={value}
        onValueChange={(next) => isMood(next) && onChange(next)}
        disabled={disabled}
        className="grid grid-cols-4 gap-1 sm:gap-3"
      >
        {MOODS.map((mood) => {
          const { icon: Icon, from } = MOOD_STYLE[mood.value];
          const selected = mood.value === value;
          return (
            <RadioGroup.Item
              key={mood.value}
              value={mood.value}
              style={selected ? { backgroundImage: moodBackground(mood.value) } : undefined}
              className={classNames(
                'flex min-h-16 min-w-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border px-0 py-2 transition',
                'text-[11px] leading-tight font-semibold sm:h-20 sm:gap-1.5 sm:rounded-2xl sm:px-2 sm:text-sm',
                'disabled:cursor-not-allowed disabled:opacity-60',
                selected
                  ? '-translate-y-0.5 border-transparent text-white shadow-[var(--shadow-card)] motion-reduce:translate-y-0'
                  : 'border-control-edge bg-background/40 text-foreground hover:border-primary hover:bg-muted',
              )}
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 sm:size-5" style={selected ? undefined : { color: from }} />
              <span className="max-w-full text-center break-words hyphens-auto [overflow-wrap:anywhere]">{mood.label}</span>
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}

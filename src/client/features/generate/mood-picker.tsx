import { RadioGroup } from 'radix-ui';
import { MOODS, isMood, type Mood } from '../../../shared/moods';
import { TEXTS } from '../../../shared/texts';
import { classNames } from '../../components/ui/class-names';
import { MOOD_STYLE, moodBackground } from './mood-style';

/**
 * One choice among eight, so a radio group (docs/ui-reference.md): arrow keys move the choice,
 * the selected tile is announced. Four columns, two on narrow phones.
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
        className="grid grid-cols-2 gap-3 min-[480px]:grid-cols-4"
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
                'flex h-20 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-2xl border text-sm font-semibold transition',
                'disabled:cursor-not-allowed disabled:opacity-60',
                selected
                  ? '-translate-y-0.5 border-transparent text-white shadow-[var(--shadow-card)] motion-reduce:translate-y-0'
                  : 'border-border bg-background/40 text-foreground hover:border-primary/60 hover:bg-muted',
              )}
            >
              <Icon aria-hidden="true" className="size-5" style={selected ? undefined : { color: from }} />
              {mood.label}
            </RadioGroup.Item>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}

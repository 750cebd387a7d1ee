import { PencilLine, RefreshCw, Sparkles } from '../../components/ui/icons';
import { useId, useState, type FormEvent } from 'react';
import { REFINEMENT_LABELS, REFINEMENTS, type Refinement } from '../../../shared/generation-options';
import { LANGUAGES, findLanguage, type LanguageCode } from '../../../shared/languages';
import { REFINE_INSTRUCTION_MAX_CHARS } from '../../../shared/limits';
import { CAPTION_EDIT_TEXTS as texts } from '../../../shared/caption-edit-texts';
import { countCharacters } from '../../../shared/text-length';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import type { Rework } from './use-caption-rework';

interface CaptionCardActionsProps {
  number: number;
  language: LanguageCode;
  busy: boolean;
  disabled: boolean;
  editing: boolean;
  onToggleEdit: () => void;
  onRework: (action: Rework) => void;
}

/** Edit, Regenerate and Refine for one caption card (issue 11); Refine opens its choices below. */
export function CaptionCardActions({ number, language, busy, disabled, editing, onToggleEdit, onRework }: CaptionCardActionsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fixed = REFINEMENTS.filter((refinement): refinement is Exclude<Refinement, 'translate'> => refinement !== 'translate');

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="small" aria-pressed={editing} aria-label={editing ? texts.doneEditingCaption(number) : texts.editCaption(number)} disabled={disabled} onClick={onToggleEdit}>
          <PencilLine aria-hidden="true" className="size-4" />
          {editing ? texts.done : texts.edit}
        </Button>
        <Button variant="outline" size="small" aria-label={texts.regenerateCaption(number)} disabled={disabled} onClick={() => onRework({ mode: 'regenerate' })}>
          <RefreshCw aria-hidden="true" className={busy ? 'size-4 animate-spin' : 'size-4'} />
          {texts.regenerate}
        </Button>
        <Button
          variant="outline"
          size="small"
          aria-label={texts.refineCaption(number)}
          aria-expanded={open}
          aria-controls={panelId}
          disabled={disabled}
          onClick={() => setOpen((value) => !value)}
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {texts.refine}
        </Button>
      </div>
      {open && (
        <div id={panelId} role="group" aria-label={texts.refineCaption(number)} className="flex flex-col gap-3 rounded-2xl border border-border p-3">
          <div className="flex flex-wrap gap-2">
            {fixed.map((refinement) => (
              <Button
                key={refinement}
                variant="ghost"
                size="small"
                disabled={disabled}
                onClick={() => {
                  setOpen(false);
                  onRework({ mode: 'refine', refinement });
                }}
              >
                {REFINEMENT_LABELS[refinement]}
              </Button>
            ))}
          </div>
          <TranslateForm number={number} language={language} disabled={disabled} onTranslate={(targetLanguage) => {
            setOpen(false);
            onRework({ mode: 'refine', refinement: 'translate', targetLanguage });
          }} />
          <InstructionForm number={number} disabled={disabled} onInstruction={(instruction) => {
            setOpen(false);
            onRework({ mode: 'refine', instruction });
          }} />
        </div>
      )}
    </div>
  );
}

function TranslateForm({ number, language, disabled, onTranslate }: { number: number; language: LanguageCode; disabled: boolean; onTranslate: (code: LanguageCode) => void }) {
  const [target, setTarget] = useState<LanguageCode>(language === 'en' ? 'es' : 'en');
  const id = useId();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onTranslate(target);
      }}
    >
      <div className="min-w-0 flex-1">
        <Label htmlFor={id}>{texts.translateTo(number)}</Label>
        <Select id={id} value={target} onChange={(event) => setTarget(findLanguage(event.target.value)?.code ?? target)} className="h-11">
          {LANGUAGES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="outline" size="small" disabled={disabled}>
        {texts.translate}
      </Button>
    </form>
  );
}

function InstructionForm({ number, disabled, onInstruction }: { number: number; disabled: boolean; onInstruction: (instruction: string) => void }) {
  const [instruction, setInstruction] = useState('');
  const id = useId();
  const length = countCharacters(instruction);
  const blank = instruction.trim() === '';
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!blank) onInstruction(instruction.trim());
      }}
    >
      <div className="min-w-0 flex-1">
        <Label htmlFor={id}>{texts.instructionLabel(number)}</Label>
        <Input
          id={id}
          value={instruction}
          maxLength={REFINE_INSTRUCTION_MAX_CHARS}
          aria-describedby={`${id}-count`}
          placeholder={texts.instructionPlaceholder}
          onChange={(event) => setInstruction(event.target.value)}
          className="h-11"
        />
        <p id={`${id}-count`} className="mt-1 text-xs text-muted-foreground">
          {texts.instructionCount(length, REFINE_INSTRUCTION_MAX_CHARS)}
        </p>
      </div>
      <Button type="submit" variant="outline" size="small" disabled={disabled || blank}>
        {texts.apply}
      </Button>
    </form>
  );
}

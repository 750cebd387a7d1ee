import { Upload, Wand2 } from '../../components/ui/icons';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, findLanguage, type LanguageCode } from '../../../shared/languages';
import { ALLOWED_MEDIA_TYPES } from '../../../shared/limits';
import { DEFAULT_MOOD, type Mood } from '../../../shared/moods';
import { TEXTS, TOASTS, UI_TEXTS } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/field';
import { FieldError } from '../../components/ui/field-error';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';
import { findMediaProblem } from '../../lib/media';
import { notify, notifyError } from '../../lib/notify';
import { GenerationOptionsFields } from './generation-options';
import { MoodPicker } from './mood-picker';
import { findInputProblem, type GenerateField, type GenerateInput, type InputProblem } from './use-generate-captions';
import { useGenerationOptions } from './use-generation-options';

const texts = TEXTS.generate;

interface GenerateFormProps {
  generating: boolean;
  /** When a rate-limited user may try again (epoch ms): the button counts down to it. */
  retryAt?: number | null;
  onGenerate: (input: GenerateInput) => void;
}

/** Whole seconds until `retryAt`, ticking each second; 0 when it has passed or there is none. */
function useSecondsUntil(retryAt: number | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!retryAt) return;
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= retryAt) window.clearInterval(timer);
    }, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [retryAt]);
  return retryAt ? Math.max(0, Math.ceil((retryAt - now) / 1000)) : 0;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The Generate tab's form (spec §2): six fields and the submit button. */
export function GenerateForm({ generating, retryAt, onGenerate }: GenerateFormProps) {
  const [niche, setNiche] = useState('');
  const [website, setWebsite] = useState('');
  const [topic, setTopic] = useState('');
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [mood, setMood] = useState<Mood>(DEFAULT_MOOD);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<InputProblem | null>(null);
  const [options, setOptions] = useGenerationOptions();
  const fileInput = useRef<HTMLInputElement>(null);
  const nicheField = useRef<HTMLInputElement>(null);
  const websiteField = useRef<HTMLInputElement>(null);
  const topicField = useRef<HTMLTextAreaElement>(null);
  const nicheBlank = niche.trim() === '';
  const waitSeconds = useSecondsUntil(retryAt);

  function handleFileChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? findMediaProblem(chosen) : undefined;
    if (problem) {
      notify(problem === 'invalid-type' ? TOASTS.invalidFileType : TOASTS.fileTooLarge);
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  /** Marks the field, moves focus to it and brings it into view (on a phone it may be off screen). */
  function showProblem(found: InputProblem) {
    setProblem(found);
    const field = { niche: nicheField, website: websiteField, topic: topicField }[found.field].current;
    field?.focus({ preventScroll: true });
    field?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
    if (found.field === 'niche' && nicheBlank) notify(TOASTS.missingNiche);
    else notifyError(found.message);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generating || waitSeconds > 0) return;
    const input = { niche, website, topic, mood, language, file, options };
    const found = findInputProblem(input);
    if (found) {
      showProblem(found);
      return;
    }
    setProblem(null);
    onGenerate(input);
  }

  /** The props that mark a field while its problem stands; typing in it clears the mark. */
  function problemProps(field: GenerateField) {
    const marked = problem?.field === field;
    return { 'aria-invalid': marked || undefined, 'aria-describedby': marked ? `${field}-problem` : undefined };
  }

  function clearProblem(field: GenerateField) {
    if (problem?.field === field) setProblem(null);
  }

  return (
    // noValidate: the spec's own toast explains a blank niche, not the browser's bubble.
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-6">
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 [&>*]:min-w-0">
        <div>
          <Label htmlFor="niche" required>
            {texts.niche}
          </Label>
          <Input
            ref={nicheField}
            id="niche"
            name="niche"
            required
            aria-required="true"
            autoComplete="off"
            // The user may type in any script: the field takes the direction of what is typed.
            dir="auto"
            placeholder={UI_TEXTS.nichePlaceholder}
            value={niche}
            onChange={(event) => {
              setNiche(event.target.value);
              clearProblem('niche');
            }}
            {...problemProps('niche')}
          />
          {problem?.field === 'niche' && <FieldError id="niche-problem">{problem.message}</FieldError>}
        </div>
        <div>
          <Label htmlFor="website">{texts.website}</Label>
          <Input
            ref={websiteField}
            id="website"
            name="website"
            type="text"
            inputMode="url"
            autoComplete="url"
            // A web address reads left to right in every language.
            dir="ltr"
            placeholder={UI_TEXTS.websitePlaceholder}
            value={website}
            onChange={(event) => {
              setWebsite(event.target.value);
              clearProblem('website');
            }}
            {...problemProps('website')}
          />
          {problem?.field === 'website' && <FieldError id="website-problem">{problem.message}</FieldError>}
        </div>
        <div>
          <Label htmlFor="media">{texts.upload}</Label>
          <div className="relative">
            <input
              ref={fileInput}
              id="media"
              name="media"
              type="file"
              accept={ALLOWED_MEDIA_TYPES.join(',')}
              aria-describedby={file ? 'media-name' : undefined}
              onChange={handleFileChange}
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
            />
            {/* min-h, not h: the hint wraps on a phone instead of losing '20 MB' to an ellipsis. */}
            <div className="flex min-h-14 items-center gap-3 rounded-2xl border border-dashed border-control-edge bg-background/60 px-4 py-2 text-muted-foreground transition peer-hover:border-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
              <Upload aria-hidden="true" className="size-5 shrink-0" />
              <span id="media-name" dir="auto" className="min-w-0 text-sm break-words [overflow-wrap:anywhere]">
                {file ? UI_TEXTS.chosenFile(file.name) : UI_TEXTS.uploadHint}
              </span>
            </div>
          </div>
        </div>
        <div>
          <Label htmlFor="language">{texts.language}</Label>
          <Select
            id="language"
            name="language"
            value={language}
            onChange={(event) => setLanguage(findLanguage(event.target.value)?.code ?? DEFAULT_LANGUAGE)}
          >
            {LANGUAGES.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div>
        <Label htmlFor="topic">{texts.topic}</Label>
        <Textarea
          ref={topicField}
          id="topic"
          name="topic"
          dir="auto"
          placeholder={texts.topicPlaceholder}
          value={topic}
          onChange={(event) => {
            setTopic(event.target.value);
            clearProblem('topic');
          }}
          {...problemProps('topic')}
        />
        {problem?.field === 'topic' && <FieldError id="topic-problem">{problem.message}</FieldError>}
      </div>

      <MoodPicker value={mood} onChange={setMood} />

      <GenerationOptionsFields value={options} onChange={setOptions} />

      {/*
        aria-disabled (not disabled) for a blank niche: the button stays focusable and pressing it
        explains what is missing (spec §5); while generating, or while a rate-limited user waits
        for the server's Retry-After, it is truly disabled and says until when.
      */}
      <Button type="submit" disabled={generating || waitSeconds > 0} aria-disabled={nicheBlank || undefined} className="w-full">
        <Wand2 aria-hidden="true" className={generating ? 'size-5 animate-pulse' : 'size-5'} />
        {generating ? texts.busy : waitSeconds > 0 ? UI_TEXTS.tryAgainIn(waitSeconds) : texts.submit}
      </Button>
    </form>
  );
}

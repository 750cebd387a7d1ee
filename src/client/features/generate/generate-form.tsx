import { Upload, Wand2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGES, findLanguage, type LanguageCode } from '../../../shared/languages';
import { ALLOWED_MEDIA_TYPES } from '../../../shared/limits';
import { DEFAULT_MOOD, type Mood } from '../../../shared/moods';
import { TEXTS, TOASTS, UI_TEXTS } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { Input, Label, Select, Textarea } from '../../components/ui/field';
import { findMediaProblem } from '../../lib/media';
import { notify } from '../../lib/notify';
import { MoodPicker } from './mood-picker';
import type { GenerateInput } from './use-generate-captions';

const texts = TEXTS.generate;

/** The Generate tab's form (spec §2): six fields and the submit button. */
export function GenerateForm({ generating, onGenerate }: { generating: boolean; onGenerate: (input: GenerateInput) => void }) {
  const [niche, setNiche] = useState('');
  const [website, setWebsite] = useState('');
  const [topic, setTopic] = useState('');
  const [language, setLanguage] = useState<LanguageCode>(DEFAULT_LANGUAGE);
  const [mood, setMood] = useState<Mood>(DEFAULT_MOOD);
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const nicheBlank = niche.trim() === '';

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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (generating) return;
    onGenerate({ niche, website, topic, mood, language, file });
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
            id="niche"
            name="niche"
            required
            aria-required="true"
            autoComplete="off"
            placeholder={UI_TEXTS.nichePlaceholder}
            value={niche}
            onChange={(event) => setNiche(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="website">{texts.website}</Label>
          <Input
            id="website"
            name="website"
            type="text"
            inputMode="url"
            autoComplete="url"
            placeholder={UI_TEXTS.websitePlaceholder}
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
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
            <div className="flex h-14 items-center gap-3 rounded-2xl border border-dashed border-input bg-background/60 px-4 text-muted-foreground transition peer-hover:border-primary/60 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
              <Upload aria-hidden="true" className="size-5 shrink-0" />
              <span id="media-name" className="truncate text-sm">
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
          id="topic"
          name="topic"
          placeholder={texts.topicPlaceholder}
          value={topic}
          onChange={(event) => setTopic(event.target.value)}
        />
      </div>

      <MoodPicker value={mood} onChange={setMood} />

      {/*
        aria-disabled (not disabled) for a blank niche: the button stays focusable and pressing it
        explains what is missing (spec §5); while generating it is truly disabled.
      */}
      <Button type="submit" disabled={generating} aria-disabled={nicheBlank || undefined} className="w-full">
        <Wand2 aria-hidden="true" className={generating ? 'size-5 animate-pulse' : 'size-5'} />
        {generating ? texts.busy : texts.submit}
      </Button>
    </form>
  );
}

import { useEffect, useState } from 'react';
import { UI_TEXTS } from '../../../shared/texts';
import { Card } from '../../components/ui/card';
import { GenerateForm } from './generate-form';
import { GenerationResults } from './generation-results';
import { useGenerateCaptions } from './use-generate-captions';
import { useSavePost } from './use-save-post';

interface GeneratePanelProps {
  /** Caption texts saved while the main screen is open. */
  savedCaptions: ReadonlySet<string>;
  onSaved: (caption: string) => void;
  /** Opens the Saved Posts tab (from a saved card). */
  onShowSaved?: () => void;
}

/** The Generate tab: the form, then the results below it. */
export function GeneratePanel({ savedCaptions, onSaved, onShowSaved }: GeneratePanelProps) {
  const { generating, generation, retryAt, generate } = useGenerateCaptions();
  const { savingIndexes, savePost } = useSavePost(savedCaptions, onSaved);
  const announcement = useArrivalAnnouncement(generating, generation?.id);

  return (
    <>
      <Card className="p-4 sm:p-8">
        <GenerateForm generating={generating} retryAt={retryAt} onGenerate={(input) => void generate(input)} />
      </Card>
      {/* Always in the page, so the one announcement is read when its text appears (issue 15). */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {generation && generation.captions.length > 0 && (
        <GenerationResults
          generation={generation}
          savingIndexes={savingIndexes}
          savedCaptions={savedCaptions}
          onShowSaved={onShowSaved}
          onSave={(index, caption) => void savePost(index, { caption, hashtags: generation.hashtags, mood: generation.mood })}
        />
      )}
    </>
  );
}

/**
 * One polite announcement per generation, when its first caption arrives: not one per streamed
 * piece. Emptied when the next generation starts, so the same words are announced again.
 */
function useArrivalAnnouncement(generating: boolean, shownId: number | undefined): string {
  const [announcement, setAnnouncement] = useState('');
  // The newest generation announced: earlier results shown again after a failure are not new.
  const [announcedId, setAnnouncedId] = useState(0);
  useEffect(() => {
    if (generating) setAnnouncement('');
  }, [generating]);
  useEffect(() => {
    if (shownId === undefined || shownId <= announcedId) return;
    setAnnouncedId(shownId);
    setAnnouncement(UI_TEXTS.captionsArriving);
  }, [shownId, announcedId]);
  return announcement;
}

import { Card } from '../../components/ui/card';
import { GenerateForm } from './generate-form';
import { GenerationResults } from './generation-results';
import { useCaptionRework } from './use-caption-rework';
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
  const { generating, generation, retryAt, announcement, generate, setGeneration, changeFinished } = useGenerateCaptions();
  const { busySlot, rework, editCaption, removeHashtag } = useCaptionRework(generation, setGeneration, changeFinished);
  const { savingIndexes, savePost } = useSavePost(savedCaptions, onSaved);

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
          onSave={(index, caption) => void savePost(index, { ...generation, caption })}
          rework={{ busySlot, onRework: (index, action) => void rework(index, action), onEdit: editCaption, onRemoveHashtag: removeHashtag }}
        />
      )}
    </>
  );
}


import { Card } from '../../components/ui/card';
import { GenerateForm } from './generate-form';
import { GenerationResults } from './generation-results';
import { useCaptionRework } from './use-caption-rework';
import { useGenerateCaptions } from './use-generate-captions';
import { useSavePost } from './use-save-post';

/** The Generate tab: the form, then the results below it. */
export function GeneratePanel({ onSaved }: { onSaved: () => void }) {
  const { generating, generation, generate, setGeneration } = useGenerateCaptions();
  const { busySlot, rework, editCaption, removeHashtag } = useCaptionRework(generation, setGeneration);
  const { savingIndexes, savePost } = useSavePost(onSaved);

  return (
    <>
      <Card className="p-5 sm:p-8">
        <GenerateForm generating={generating} onGenerate={(input) => void generate(input)} />
      </Card>
      {generation && generation.captions.length > 0 && (
        <GenerationResults
          generation={generation}
          savingIndexes={savingIndexes}
          onSave={(index, caption) => void savePost(index, { caption, hashtags: generation.hashtags, mood: generation.mood })}
          rework={{ busySlot, onRework: (index, action) => void rework(index, action), onEdit: editCaption, onRemoveHashtag: removeHashtag }}
        />
      )}
    </>
  );
}

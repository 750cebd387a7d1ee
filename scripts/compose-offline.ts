/**
 * Prints the offline composer's answer for one request, for a pack writer reading their lines in
 * context: `npx tsx scripts/compose-offline.ts <language> <niche> [topic] [--mood casual] [--seed 1]
 * [--website example.com] [--media image|video]`. The composer is the engine's real one; nothing is
 * stored or sent.
 */
import { parseArgs } from 'node:util';
import { composeCaptionSet } from '../src/server/captions/offline/compose';
import { LANGUAGE_CODES, type LanguageCode } from '../src/shared/languages';
import { MOOD_VALUES, type Mood } from '../src/shared/moods';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    mood: { type: 'string', default: 'casual' },
    seed: { type: 'string', default: '1' },
    website: { type: 'string' },
    media: { type: 'string' },
  },
});
const [language, niche, topic] = positionals;
if (!LANGUAGE_CODES.includes(language as LanguageCode) || !niche || !MOOD_VALUES.includes(values.mood as Mood)) {
  console.error(`usage: compose-offline.ts <${LANGUAGE_CODES.join('|')}> <niche> [topic] [--mood ${MOOD_VALUES.join('|')}] [--seed N] [--website W] [--media image|video]`);
  process.exit(2);
}
const media = values.media === 'image' || values.media === 'video' ? values.media : undefined;
const result = composeCaptionSet(
  { language: language as LanguageCode, niche, topic, mood: values.mood as Mood, website: values.website, mediaKind: media, imageData: media ? 'data:,' : null },
  { seed: Number(values.seed) },
);
const numbered = result.captions.map((caption, index) => `${index + 1}. ${caption}`).join('\n\n');
process.stdout.write(`${numbered}\n\n${result.hashtags.map((tag) => `#${tag}`).join(' ')}\n`);

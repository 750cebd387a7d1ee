import type { LanguageCode } from '../../../shared/languages';
import { extractKeywords } from './keywords';
import { isRoleWord } from './niche-kind';
import { findTopicCategories, type TopicCategory } from './topic-lexicon';

/**
 * What a post is about (topic-lexicon.ts), from the niche and the topic: the composer's subject
 * lines and the hashtags both start here. A role word says who is speaking, not the subject: a
 * "dance teacher" posts about dance, a "yoga coach" about yoga (the second review read study lines
 * on a dance teacher's post and #education on every teacher's), so it counts only when nothing
 * else in the request names a subject ("English teacher").
 */
export function findPostCategories(
  niche: string,
  topic: string | undefined,
  language: LanguageCode,
  stopwords: ReadonlySet<string>,
  nicheSubject?: string,
): TopicCategory[] {
  // A compound's own subject ("Yoga" of "Yogalehrerin", niche-kind.ts) is a word of the niche.
  const nicheText = nicheSubject ? `${niche} ${nicheSubject}` : niche;
  const texts = [nicheText, topic ?? ''];
  const nicheKeywords = extractKeywords(nicheText, language, stopwords);
  const topicKeywords = extractKeywords(topic ?? '', language, stopwords);
  const subjectWords = nicheKeywords.filter((word) => !isRoleWord(word));
  const found = findTopicCategories([...subjectWords, ...topicKeywords], texts, subjectWords);
  return found.length > 0 ? found : findTopicCategories([...nicheKeywords, ...topicKeywords], texts, nicheKeywords);
}

import type { LanguageCode } from '../../../shared/languages';
import type { Mood } from '../../../shared/moods';
import { findPlatform, PLATFORM_IDS } from '../../../shared/platforms';
import { supabase } from '../../lib/supabase';

/**
 * What the library shows: a search, filters and an order (issue 12). One function turns it into
 * the supabase-js request, for the list and for the export alike, so both read the same posts.
 */
export interface LibraryQuery {
  /** The words as typed; every word must occur in caption, hashtags, niche or topic. */
  search: string;
  mood: Mood | '';
  language: LanguageCode | '';
  platform: string;
  sort: 'newest' | 'oldest';
}

export const EMPTY_LIBRARY_QUERY: LibraryQuery = { search: '', mood: '', language: '', platform: '', sort: 'newest' };

export function isFiltered(query: LibraryQuery): boolean {
  return query.search.trim() !== '' || query.mood !== '' || query.language !== '' || query.platform !== '';
}

/** The platforms a saved post can name (issue 11's table): the library's filter offers them. */
export const KNOWN_PLATFORMS = PLATFORM_IDS;

/** A platform's name as the platform writes it; a name from elsewhere (an API client) as stored, capitalised. */
export function platformLabel(platform: string): string {
  return findPlatform(platform)?.label ?? platform.charAt(0).toUpperCase() + platform.slice(1);
}

/** Rows [from, to] of the posts the query selects, with the count of all of them when asked. */
export function requestLibraryPage(query: LibraryQuery, from: number, to: number, withCount: boolean) {
  let request = supabase.from('saved_posts').select('*', withCount ? { count: 'exact' } : undefined);
  const words = query.search.trim();
  // textSearch on the server's folded search column (docs/decisions/018-saved-post-search.md).
  if (words) request = request.textSearch('search', words, { type: 'plain' });
  if (query.mood) request = request.eq('mood', query.mood);
  if (query.language) request = request.eq('language', query.language);
  if (query.platform) request = request.eq('platform', query.platform);
  return request.order('created_at', { ascending: query.sort === 'oldest' }).range(from, to);
}

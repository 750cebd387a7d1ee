import { Download, Search } from '../../components/ui/icons';
import { LANGUAGES } from '../../../shared/languages';
import { MOODS } from '../../../shared/moods';
import { LIBRARY_TEXTS } from '../../../shared/texts';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { KNOWN_PLATFORMS, platformLabel, type LibraryQuery } from './library-query';
import type { ExportProgress } from './use-export-posts';

interface LibraryToolbarProps {
  query: LibraryQuery;
  onChange: (query: LibraryQuery) => void;
  total: number | null;
  exportProgress: ExportProgress | null;
  onExport: (format: 'csv' | 'json') => void;
}

const FILTER = 'h-11 rounded-xl text-sm';

/** Search box, filters, order, the count of matching posts and the export buttons (issue 12). */
export function LibraryToolbar({ query, onChange, total, exportProgress, onExport }: LibraryToolbarProps) {
  const set = (changes: Partial<LibraryQuery>) => onChange({ ...query, ...changes });
  const platforms = query.platform && !(KNOWN_PLATFORMS as readonly string[]).includes(query.platform) ? [...KNOWN_PLATFORMS, query.platform] : KNOWN_PLATFORMS;

  return (
    <section aria-label={LIBRARY_TEXTS.searchLabel} className="mb-4 flex flex-col gap-3">
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          dir="auto"
          aria-label={LIBRARY_TEXTS.searchLabel}
          placeholder={LIBRARY_TEXTS.searchPlaceholder}
          value={query.search}
          className="h-12 px-12"
          onChange={(event) => set({ search: event.target.value })}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Select aria-label={LIBRARY_TEXTS.moodFilter} className={FILTER} value={query.mood} onChange={(event) => set({ mood: event.target.value as LibraryQuery['mood'] })}>
          <option value="">{LIBRARY_TEXTS.anyMood}</option>
          {MOODS.map((mood) => (
            <option key={mood.value} value={mood.value}>
              {mood.label}
            </option>
          ))}
        </Select>
        <Select
          aria-label={LIBRARY_TEXTS.languageFilter}
          className={FILTER}
          value={query.language}
          onChange={(event) => set({ language: event.target.value as LibraryQuery['language'] })}
        >
          <option value="">{LIBRARY_TEXTS.anyLanguage}</option>
          {LANGUAGES.map((language) => (
            <option key={language.code} value={language.code}>
              {language.name}
            </option>
          ))}
        </Select>
        <Select aria-label={LIBRARY_TEXTS.platformFilter} className={FILTER} value={query.platform} onChange={(event) => set({ platform: event.target.value })}>
          <option value="">{LIBRARY_TEXTS.anyPlatform}</option>
          {platforms.map((platform) => (
            <option key={platform} value={platform}>
              {platformLabel(platform)}
            </option>
          ))}
        </Select>
        <Select aria-label={LIBRARY_TEXTS.sort} className={FILTER} value={query.sort} onChange={(event) => set({ sort: event.target.value as LibraryQuery['sort'] })}>
          <option value="newest">{LIBRARY_TEXTS.newest}</option>
          <option value="oldest">{LIBRARY_TEXTS.oldest}</option>
        </Select>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {exportProgress
            ? LIBRARY_TEXTS.exportProgress(exportProgress.done, exportProgress.total)
            : total !== null && LIBRARY_TEXTS.count(total)}
        </p>
        <div className="flex gap-2">
          {(['csv', 'json'] as const).map((format) => (
            <Button key={format} variant="outline" size="small" disabled={exportProgress !== null || total === 0} onClick={() => onExport(format)}>
              <Download aria-hidden="true" className="size-4" />
              {format === 'csv' ? LIBRARY_TEXTS.exportCsv : LIBRARY_TEXTS.exportJson}
            </Button>
          ))}
        </div>
      </div>
    </section>
  );
}

import { useState } from 'react';
import type { SavedPost } from '../../../shared/schemas';
import { LIBRARY_TEXTS } from '../../../shared/texts';
import { notify, notifyError } from '../../lib/notify';
import { exportFileName, postsToCsv, postsToJson } from './export-posts';
import { requestLibraryPage, type LibraryQuery } from './library-query';

/** Rows per request while exporting: the most one answer holds (decision 004). */
const EXPORT_PAGE_ROWS = 1000;

export interface ExportProgress {
  done: number;
  total: number;
}

function download(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Exports every post the query selects, not only the page on screen: it reads them a thousand at
 * a time, reporting progress, then hands the browser one CSV or JSON file (issue 12).
 */
export function useExportPosts() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);

  async function exportPosts(query: LibraryQuery, format: 'csv' | 'json'): Promise<void> {
    if (progress) return;
    setProgress({ done: 0, total: 0 });
    try {
      const posts: SavedPost[] = [];
      let total = Number.POSITIVE_INFINITY;
      while (posts.length < total) {
        const from = posts.length;
        const { data, error, count } = await requestLibraryPage(query, from, from + EXPORT_PAGE_ROWS - 1, from === 0);
        if (error) throw new Error(error.message);
        if (count !== null) total = count;
        const page = data as SavedPost[];
        posts.push(...page);
        setProgress({ done: posts.length, total: Number.isFinite(total) ? total : posts.length });
        if (page.length < EXPORT_PAGE_ROWS) break;
      }
      if (format === 'csv') download(postsToCsv(posts), exportFileName('csv'), 'text/csv;charset=utf-8');
      else download(postsToJson(posts), exportFileName('json'), 'application/json');
      notify(LIBRARY_TEXTS.exported(posts.length));
    } catch (error) {
      console.error('Failed to export saved posts:', error instanceof Error ? error.message : error);
      notifyError(LIBRARY_TEXTS.exportFailed);
    } finally {
      setProgress(null);
    }
  }

  return { progress, exportPosts };
}

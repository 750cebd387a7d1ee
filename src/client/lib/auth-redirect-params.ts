/** What the auth service appends to the page's URL when a Google sign-in fails (contract §2). */
const AUTH_ERROR_PARAMS = ['error', 'error_code', 'error_description'] as const;

/**
 * The page's address without a failed sign-in's error parameters, in the query or in the
 * fragment; null when there are none. Left in place, a reload or a bookmark would show the error
 * again.
 */
export function withoutAuthErrorParams(href: string): string | null {
  const url = new URL(href);
  const query = url.searchParams;
  const fragment = new URLSearchParams(url.hash.slice(1));
  const found = AUTH_ERROR_PARAMS.filter((name) => query.has(name) || fragment.has(name));
  if (found.length === 0) return null;

  for (const name of AUTH_ERROR_PARAMS) {
    query.delete(name);
    fragment.delete(name);
  }
  url.search = query.toString();
  url.hash = fragment.toString();
  return url.href;
}

/** Drops a failed sign-in's error parameters from the address bar without a navigation. */
export function clearAuthErrorFromAddressBar(): void {
  const cleaned = withoutAuthErrorParams(window.location.href);
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned);
}

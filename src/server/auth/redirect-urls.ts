/**
 * Where an OAuth sign-in may send the browser back to (contract P6): any page of the site itself,
 * or a URL matching an entry of ADDITIONAL_REDIRECT_URLS; anything else falls back to the site
 * URL, as GoTrue does, so a crafted link cannot deliver tokens to a stranger's page.
 *
 * Entries may use GoTrue-style globs: `*` matches within one host label or path segment, `**`
 * matches anything (e.g. `http://localhost:5173/**`).
 */
export function chooseRedirect(requested: string | undefined, siteUrl: string, allowList: string[]): string {
  if (!requested) return siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return siteUrl;
  // Credentials in a URL are a classic way to disguise the real host.
  if (url.username || url.password) return siteUrl;
  if (url.origin === new URL(siteUrl).origin) return url.toString();
  const candidate = url.toString();
  return allowList.some((entry) => globToRegExp(entry).test(candidate) || sameUrl(entry, candidate)) ? candidate : siteUrl;
}

function sameUrl(entry: string, candidate: string): boolean {
  try {
    return new URL(entry).toString() === candidate;
  } catch {
    return false;
  }
}

function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let index = 0; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === '*' && pattern[index + 1] === '*') {
      source += '.*';
      index += 1;
    } else if (char === '*') {
      source += '[^./?#]*';
    } else {
      source += char.replace(/[.+?^${}()|[\]\\/]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

/**
 * Follows redirects the way a browser's address bar does (no apikey, no cookies), hop by hop,
 * while the next URL is still inside one of `through` (our /auth/v1 and the provider). Returns
 * the first URL outside them: where the app would be loaded, with its query and fragment.
 */
export async function navigate(start: string, through: string[], maxHops = 10): Promise<URL> {
  let current = new URL(start);
  for (let hop = 0; hop < maxHops; hop += 1) {
    const response = await fetch(current, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      const body = await response.text();
      throw new Error(`${current.href} answered ${response.status} without a redirect: ${body.slice(0, 300)}`);
    }
    await response.body?.cancel();
    const next = new URL(location, current);
    if (!through.some((prefix) => next.href.startsWith(prefix))) return next;
    current = next;
  }
  throw new Error(`more than ${maxHops} redirects from ${start}`);
}

/** The parameters of the fragment, as supabase-js reads them after an implicit sign-in. */
export function fragmentParams(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ''));
}

import { parse } from 'tldts';

/** How a caption names the user's website: its host as people type it, and the brand in it. */
export interface WebsiteBrand {
  /** The host without `www.`, e.g. `shop.acme-bakery.co.uk`. */
  address: string;
  /** The registrable name read as a brand, e.g. `Acme Bakery` for `acme-bakery.co.uk`. */
  brand: string;
}

function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}

/**
 * Reads a website (`example.com`, `https://www.example.com/shop`) with `tldts`, which knows the
 * public-suffix list, so `acme.co.uk` gives the brand `Acme`, not `Co`.
 */
export function describeWebsite(website: string): WebsiteBrand | undefined {
  const trimmed = website.trim();
  if (!trimmed) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  const parsed = parse(withScheme);
  if (!parsed.hostname) return undefined;
  const address = parsed.hostname.replace(/^www\./i, '');
  const name = parsed.domainWithoutSuffix || address.split('.')[0];
  const brand = name.split('-').filter(Boolean).map(capitalise).join(' ');
  return { address, brand: brand || address };
}

/** The forms of a website a caption may use to count as mentioning it (case-insensitive). */
export function websiteMentions(website: string): string[] {
  const described = describeWebsite(website);
  if (!described) return [website.trim()];
  const compactBrand = described.brand.replace(/\s+/gu, '');
  return [...new Set([described.address, described.brand, compactBrand, website.trim()])];
}

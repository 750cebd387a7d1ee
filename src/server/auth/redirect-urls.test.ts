import { describe, expect, it } from 'vitest';
import { chooseRedirect } from './redirect-urls';

const SITE = 'https://captions.example.com';
const ALLOW = ['http://localhost:5173/**', 'https://*.preview.example.net/auth/callback', 'myapp://callback'];

describe('chooseRedirect', () => {
  it.each([
    ['any page of the site', 'https://captions.example.com/auth/callback?next=%2Fhome', 'https://captions.example.com/auth/callback?next=%2Fhome'],
    ['a path under an allow-listed ** entry', 'http://localhost:5173/deep/page?x=1', 'http://localhost:5173/deep/page?x=1'],
    ['one label matched by *', 'https://pr-42.preview.example.net/auth/callback', 'https://pr-42.preview.example.net/auth/callback'],
  ])('accepts %s', (_, requested, expected) => {
    expect(chooseRedirect(requested, SITE, ALLOW)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['another site', 'https://attacker.example/collect'],
    ['a look-alike host', 'http://localhost:5173.attacker.example/'],
    ['the site under another scheme', 'http://captions.example.com/'],
    ['the site under another port', 'https://captions.example.com:8443/'],
    ['two labels where * allows one', 'https://a.b.preview.example.net/auth/callback'],
    ['another path where the entry is exact', 'https://pr-42.preview.example.net/other'],
    ['credentials hiding the host', 'https://captions.example.com@attacker.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a non-http scheme even if listed', 'myapp://callback'],
    ['garbage', 'not a url'],
  ])('falls back to the site URL for %s', (_, requested) => {
    expect(chooseRedirect(requested, SITE, ALLOW)).toBe(SITE);
  });
});

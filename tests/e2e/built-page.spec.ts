import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectMainScreen, signUpThroughApi, test } from './support/fixtures';

/**
 * The Content Security Policy allows scripts only from files of our origin (`script-src 'self'`,
 * src/server/http/security-headers.ts): an inline script in the page would be blocked, silently
 * for the user. The build (Vite) and the server (which adds the meta tags) must never add one.
 */

const BUILT_INDEX = path.resolve(import.meta.dirname, '../../dist/client/index.html');

/** What the CSP would block in this HTML: inline script bodies, script tags without a file, inline handlers, javascript: URLs. */
function findInlineScript(html: string): string[] {
  const found: string[] = [];
  for (const [tag, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\ssrc\s*=/i.test(` ${attributes}`) || body.trim() !== '') found.push(tag);
  }
  for (const [handler] of html.matchAll(/<[^>]+\son[a-z]+\s*=[^>]*>/gi)) found.push(handler);
  for (const [url] of html.matchAll(/\b(?:href|src|action)\s*=\s*["']?\s*javascript:[^>]*/gi)) found.push(url);
  return found;
}

test('the built dist/client/index.html has no inline script', () => {
  const html = readFileSync(BUILT_INDEX, 'utf8');
  expect(html).toMatch(/<script\b[^>]*\ssrc=/);
  expect(findInlineScript(html)).toEqual([]);
});

test('the page the server sends (with its settings in meta tags) has no inline script either', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<meta name="supabase-anon-key"');
  expect(findInlineScript(html)).toEqual([]);
});

test('the inline-script finder finds each kind it looks for', () => {
  // Guards the two tests above against a finder that can never find anything.
  expect(
    findInlineScript(
      [
        '<script type="module" src="/assets/app.js"></script>',
        '<script>window.settings = {}</script>',
        '<script type="module">import "/x.js"</script>',
        '<img src="/a.png" onerror="alert(1)">',
        '<a href="javascript:void 0">x</a>',
      ].join('\n'),
    ),
  ).toEqual([
    '<script>window.settings = {}</script>',
    '<script type="module">import "/x.js"</script>',
    '<img src="/a.png" onerror="alert(1)">',
    'href="javascript:void 0"',
  ]);
});

test('no script of the app breaks the CSP silently (e.g. an eval probe), signed out or signed in', async ({ page, newAccount }) => {
  // Chromium reports a blocked eval as an "issue" (what Lighthouse's best-practices audit reads),
  // not always as a console message: listen to the issues themselves.
  const cdp = await page.context().newCDPSession(page);
  const issues: string[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
  });
  await cdp.send('Audits.enable');
  await signUpThroughApi(page, newAccount());
  await expectMainScreen(page);
  await page.getByRole('tab', { name: 'Saved Posts' }).click();
  await page.getByRole('tab', { name: 'Generate' }).click();
  await page.getByLabel('Your Niche').fill('vegan bakery');
  await page.getByRole('button', { name: 'Generate Captions' }).click();
  await expect(page.getByRole('button', { name: 'Copy hashtags' })).toBeEnabled();
  expect(issues).toEqual([]);
});

import { config } from 'zod/mini';

/**
 * zod compiles object parsers with `new Function` when it may, and probes for that by calling
 * `Function('')`: under the page's CSP (`script-src 'self'`, no 'unsafe-eval') the probe is a CSP
 * violation that Chromium reports (Lighthouse's best-practices "issues" audit). The browser parses
 * a few small objects: the interpreter is plenty.
 */
config({ jitless: true });

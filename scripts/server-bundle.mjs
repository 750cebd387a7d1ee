// How the server is bundled, shared by scripts/build.mjs (dist/server) and the benchmarks.
import path from 'node:path';

/**
 * Packages left to Node at run time. Native code (libsql, sharp) cannot be bundled, and the heavy
 * packages the server loads only on some paths (src/server/lazy.ts: pg, the AI SDK, sharp; eld
 * in language-check.ts; pino-pretty for LOG_FORMAT=pretty; prom-client for METRICS_TOKEN) must
 * stay outside, or their lazy import would run at start. The pure JavaScript rest (hono, kysely,
 * zod, jose, tldts, pino) is bundled: left outside, Node reads kysely's ~280 files one by one at
 * every start (issue 2's start-up target; bench/suites/startup.ts).
 */
export const SERVER_EXTERNAL_PACKAGES = ['libsql', 'sharp', 'pg', 'eld', 'ai', '@ai-sdk/*', 'pino-pretty', 'prom-client'];

export function serverBundleOptions(root, outfile) {
  return {
    entryPoints: [path.join(root, 'src/server/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: SERVER_EXTERNAL_PACKAGES,
    logLevel: 'warning',
    // CommonJS packages in the bundle (pino) require Node's built-ins and read __dirname: an ES
    // module has neither, so the bundle defines them first.
    banner: {
      js: [
        "import { createRequire as __bundleCreateRequire } from 'node:module';",
        "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
        'const require = __bundleCreateRequire(import.meta.url);',
        'const __filename = __bundleFileURLToPath(import.meta.url);',
        "const __dirname = __bundleFileURLToPath(new URL('.', import.meta.url));",
      ].join('\n'),
    },
  };
}

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_SERVER = 'http://localhost:3000';
const TAILWIND_PROPERTY_FALLBACKS = '@layer properties{@supports ';

/**
 * Tailwind 4 starts its stylesheet with an `@layer properties` block that, behind an `@supports`
 * test matching only browsers without `@property` (Safari before 16.4, Firefox before 128), gives
 * its `--tw-*` variables their starting values. build.cssTarget below is those versions and up,
 * where the test never matches, so the block is dropped (~0.25 KB gzip of the stylesheet the
 * sign-in screen waits for; docs/decisions/020). The `@property` rules themselves stay.
 */
function dropTailwindPropertyFallbacks(): Plugin {
  return {
    name: 'drop-tailwind-property-fallbacks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css') || typeof file.source !== 'string') continue;
        const start = file.source.indexOf(TAILWIND_PROPERTY_FALLBACKS);
        if (start < 0) continue;
        let depth = 0;
        let end = start;
        for (; end < file.source.length; end++) {
          if (file.source[end] === '{') depth++;
          if (file.source[end] === '}' && --depth === 0) break;
        }
        const block = file.source.slice(start, end + 1);
        // Only the fallbacks themselves: starting values of Tailwind's own variables, nothing else.
        if (!/^@layer properties\{@supports [^{]+\{\*,:before,:after,::backdrop\{(--tw-[\w-]+:[^;{}]*;?)+\}\}\}$/.test(block)) continue;
        file.source = file.source.slice(0, start) + file.source.slice(end + 1);
      }
    },
  };
}

// Vite reads the default export of this file. Development, the component tests and the production
// build all run React 19 itself (docs/decisions/012).
export default defineConfig({
  plugins: [react(), tailwindcss(), dropTailwindPropertyFallbacks()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // bench/suites/bundle-size.ts reads the manifest to tell the sign-in chunks from the rest.
    manifest: true,
    target: 'es2022',
    // Tailwind 4's own browser baseline (its CSS needs these anyway): Lightning CSS then keeps no
    // fallbacks for older browsers, e.g. colours written twice and @supports copies of the theme.
    cssTarget: ['chrome111', 'edge111', 'safari16.4', 'firefox128'],
    // Every browser the es2022 target admits but old Firefox/Safari has <link rel=modulepreload>;
    // the polyfill would cost the sign-in screen ~0.5 KB gzip for none of them to use.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Radix's collection module names its unused OrderedDict class in a static block
      // (`static { __name(this, …) }`): a call the bundler must keep unless told it is pure, and
      // with it the whole class (~1 KB gzip of the main screen that nothing uses). esbuild's
      // `__name` only sets a function's name.
      treeshake: { manualPureFunctions: ['__name'] },
    },
  },
  server: {
    proxy: { '/auth': API_SERVER, '/rest': API_SERVER, '/functions': API_SERVER },
  },
});

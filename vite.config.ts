import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = 'http://localhost:3000';

// Vite reads the default export of this file. Development, the component tests and the production
// build all run React 19 itself (docs/decisions/012).
export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
  server: {
    proxy: { '/auth': API_SERVER, '/rest': API_SERVER, '/functions': API_SERVER },
  },
});

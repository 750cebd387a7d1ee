import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';

const API_SERVER = 'http://localhost:3000';

function fromRoot(path: string): string {
  return fileURLToPath(new URL(path, import.meta.url));
}

/**
 * The app never uses realtime or storage (spec §7), but supabase-js imports both eagerly;
 * small stand-ins keep ~27 KB gzip out of the sign-in bundle. See src/client/lib/unused-supabase-parts.
 */
const UNUSED_SUPABASE_PARTS: Alias[] = [
  { find: /^@supabase\/realtime-js$/, replacement: fromRoot('./src/client/lib/unused-supabase-parts/realtime.ts') },
  { find: /^@supabase\/storage-js$/, replacement: fromRoot('./src/client/lib/unused-supabase-parts/storage.ts') },
];

/**
 * The production build runs the same React code on preact/compat (~10 KB gzip instead of ~60 KB
 * for react-dom 19): without it the sign-in budget of 80 KB (issue 5) cannot be met. Development
 * and the component tests use React itself; the end-to-end tests exercise the built app.
 */
const PREACT_FOR_REACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

// Vite reads the default export of this file.
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: command === 'build' ? [...UNUSED_SUPABASE_PARTS, ...PREACT_FOR_REACT] : UNUSED_SUPABASE_PARTS,
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // bench/suites/bundle-size.ts reads the manifest to tell the sign-in chunks from the rest.
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/auth': API_SERVER, '/rest': API_SERVER, '/functions': API_SERVER },
  },
}));

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { codeSplitting } from './chunking';
import { compileHints } from './compile-hints';
import { fontFacesInHtml } from './font-faces-in-html';
import { pageStylesheet } from './page-stylesheet';

const require = createRequire(import.meta.url);
/** A file inside an installed package, past its `exports` map. */
const packageFile = (name: string, file: string) => join(dirname(require.resolve(`${name}/package.json`)), file);

/** The web app's own source folder. */
const WEB_SOURCE = fileURLToPath(new URL('./src/', import.meta.url));
/** The pages a visitor opens first; their shared code travels in one file (see chunking.ts). */
const PUBLIC_PAGES = [
  'home/pages/home-page.tsx',
  'courses/pages/courses-page.tsx',
  'courses/pages/course-detail-page.tsx',
  'info/pages/about-page.tsx',
  'info/pages/resources-page.tsx',
].map((file) => `/src/features/${file}`);

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The service worker, /sw.js (docs/decisions/022): built from its own source with the list of
 * files to precache written into it. The app registers it itself after the first view
 * (features/offline) and the manifests are files in public/, so the plugin adds nothing to the page.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/features/offline/worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // The shell, every page's code and styles, the fonts and the small drawings; photos and
    // course media are not precached. Nor is the review page's tiled map (MapLibre, about 300 KB
    // compressed, and its worker, a .mjs file): only reviewers with a base map loaded fetch it.
    globPatterns: ['**/*.{js,css,html,woff2}', 'images/**/*.svg', 'favicon.svg'],
    globIgnores: ['sw.js', 'assets/tiled-map-*'],
  },
});

/**
 * The server's copy of the app (`vite build --ssr`, into dist-ssr/): one self-contained module the
 * API imports to render pages to HTML with the same components (apps/api/src/plugins/server-render.ts).
 * Everything is bundled in, so the aliases above apply to the packages too (one Preact).
 */
const serverBuild = {
  ssr: { noExternal: true as const },
  build: { target: 'node24', outDir: 'dist-ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false, minify: false },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: isSsrBuild
    ? [react()]
    : [react(), tailwindcss(), pageStylesheet('src/index.css'), fontFacesInHtml(), compileHints(PUBLIC_PAGES), serviceWorker],
  // The code is written against React's API; Preact runs it, at a third of the bytes a phone must
  // download and parse (docs/decisions/012). Removing these aliases brings React back.
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      // react-i18next's shim for old Reacts requires React from CommonJS; Preact has the hook itself
      // (a second, CommonJS copy of Preact would break the server's render).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
      // `@/` is the web app's source folder, so an import names where a module lives, not how far up it is.
      { find: /^@\//, replacement: WEB_SOURCE },
    ],
  },
  server: { proxy: { '/api': apiTarget } },
  ...(isSsrBuild
    ? serverBuild
    : {
        // The manifest lets the server preload the chunk of the page being opened (no waterfall).
        build: {
          target: 'es2022',
          sourcemap: false,
          assetsInlineLimit: 0,
          manifest: true,
          rolldownOptions: {
            output: { codeSplitting: codeSplitting({ webSource: WEB_SOURCE, publicPages: PUBLIC_PAGES }) },
          },
        },
      }),
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts', '../../packages/contracts/src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // One test file per core (Vitest's default leaves one free: half the speed on two cores).
    maxWorkers: '100%',
    css: false,
    // Inlined so their own `react` imports take the alias above, like the app's.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /react-i18next/,
          /sonner/,
          /react-hook-form/,
          /@hookform\/resolvers/,
        ],
      },
    },
    alias: [
      { find: /^@testing-library\/react$/, replacement: '@testing-library/react/dist/@testing-library/react.esm.js' },
      { find: /^react-router$/, replacement: packageFile('react-router', 'dist/development/index.mjs') },
      { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
    ],
  },
}));

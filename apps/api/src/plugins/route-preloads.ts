import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; assets?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The module each translation page's route loads lazily (apps/web/src/app/router.tsx). */
const PAGE_MODULES: Record<string, string> = {
  home: 'src/app/routes/home.tsx',
  courses: 'src/app/routes/courses.tsx',
  course: 'src/app/routes/course-detail.tsx',
  about: 'src/app/routes/about.tsx',
  resources: 'src/app/routes/resources.tsx',
  contact: 'src/app/routes/contact.tsx',
  signin: 'src/app/routes/auth-pages.tsx',
  signup: 'src/app/routes/auth-pages.tsx',
  // Every dashboard address (web-app.ts passes this key for them): the layout around its pages.
  dashboard: 'src/app/layouts/dashboard-layout.tsx',
};

/**
 * `<link rel="modulepreload">` tags for the lazily loaded chunk of the page being opened and the
 * chunks it imports, read from the build manifest. Without them the browser learns of the page's
 * code only after the main bundle has run: one more round trip before anything readable paints.
 */
export function routePreloads(webDist: string): (page: string) => string {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const tags = new Map<string, string>();
  for (const [page, module] of Object.entries(PAGE_MODULES)) {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(module);
    tags.set(page, [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''));
  }
  // The Latin text face, wanted by every page's first paint: without the hint its download starts
  // only once the stylesheet is parsed and the text laid out.
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const latinFont = entry?.assets?.find((asset) => /\/inter-latin-core-wght-[\w-]+\.woff2$/.test(asset));
  const fontTag = latinFont ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${latinFont}">` : '';
  return (page) => fontTag + (tags.get(page) ?? '');
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The module each translation page's route loads lazily (exported lazily by each feature's index.ts). */
export const PAGE_MODULES: Record<string, string> = {
  home: 'src/features/home/pages/home-page.tsx',
  courses: 'src/features/courses/pages/courses-page.tsx',
  course: 'src/features/courses/pages/course-detail-page.tsx',
  about: 'src/features/info/pages/about-page.tsx',
  resources: 'src/features/info/pages/resources-page.tsx',
  contact: 'src/features/contact/pages/contact-page.tsx',
  signin: 'src/features/auth/pages/sign-in-page.tsx',
  signup: 'src/features/auth/pages/sign-up-page.tsx',
  // Every dashboard address (web-app.ts passes this key for them): the layout around its pages.
  dashboard: 'src/app/layouts/dashboard-layout.tsx',
};

/**
 * The module of each dashboard page (apps/web/src/features/<name>/pages/, routed by apps/web/src/app/routes/dashboard/*-routes.tsx), by address.
 * The first match wins; `/dashboard` itself only redirects by role, so it has none.
 */
export const DASHBOARD_PAGE_MODULES: [RegExp, string][] = [
  [/^\/dashboard\/users$/, 'src/features/users/pages/users-page.tsx'],
  [/^\/dashboard\/reports$/, 'src/features/reports/pages/reports-page.tsx'],
  [/^\/dashboard\/translations$/, 'src/features/translations/pages/translations-page.tsx'],
  [/^\/dashboard\/alerts$/, 'src/features/alerts/pages/alerts-page.tsx'],
  [/^\/dashboard\/masters\/organizations$/, 'src/features/organizations/pages/organizations-page.tsx'],
  [/^\/dashboard\/masters\/organizations\/[^/]+$/, 'src/features/organizations/pages/organization-edit-page.tsx'],
  [/^\/dashboard\/courses$/, 'src/features/course-admin/pages/courses-list-page.tsx'],
  [/^\/dashboard\/courses\/create$/, 'src/features/course-admin/pages/course-create-page.tsx'],
  [/^\/dashboard\/courses\/[^/]+$/, 'src/features/course-admin/pages/course-edit-page.tsx'],
];

/**
 * The parts another feature lends a page, which the app hands it and loads with it
 * (`withParts` in apps/web/src/app/router.tsx and app/routes/dashboard/administration-routes.tsx),
 * by the page's module: preloaded with the page, as if the page imported them itself.
 */
export const PAGE_PARTS: Record<string, string[]> = {
  'src/features/auth/pages/sign-in-page.tsx': ['src/features/demo-mode/components/demo-accounts-panel.tsx'],
  'src/features/users/pages/users-page.tsx': [
    'src/features/reports/components/organization-summary.tsx',
    'src/features/reports/pages/reports-page.tsx',
  ],
  'src/features/organizations/pages/organization-edit-page.tsx': ['src/features/users/components/users-list.tsx'],
};

/** The web app's build manifest, or null when it was built without one. */
function readManifest(webDist: string): Manifest | null {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  return existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : null;
}

/**
 * `<link rel="modulepreload">` tags for the lazily loaded chunks of the page being opened and the
 * chunks they import, read from the build manifest: the page's module by its translation page,
 * and on a dashboard address the module of that dashboard page too. Without them the browser
 * learns of the page's code only after the main bundle has run: one more round trip per step
 * before anything readable paints.
 */
export function routePreloads(webDist: string): (page: string, path?: string) => string {
  const manifest = readManifest(webDist);
  if (!manifest) return () => '';

  // The files a module needs that the entry does not already bring, itself first.
  const filesOf = (module: string, files = new Set<string>()) => {
    const chunk = manifest[module];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) filesOf(imported, files);
    return files;
  };
  const tagsFor = (modules: string[]) => {
    const files = new Set<string>();
    for (const module of modules.flatMap((page) => [page, ...(PAGE_PARTS[page] ?? [])])) filesOf(module, files);
    return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  };
  const pageTags = new Map(Object.entries(PAGE_MODULES).map(([page, module]) => [page, tagsFor([module])]));
  const dashboardTags = DASHBOARD_PAGE_MODULES.map(([pattern, module]): [RegExp, string] => [
    pattern,
    tagsFor([PAGE_MODULES.dashboard!, module]),
  ]);

  return (page, path = '') => {
    const normalised = path.replace(/\/+$/, '');
    const dashboardPage = page === 'dashboard' ? dashboardTags.find(([pattern]) => pattern.test(normalised)) : undefined;
    return dashboardPage?.[1] ?? pageTags.get(page) ?? '';
  };
}

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PAGE_MODULES, PAGE_MODULES, PAGE_PARTS } from './route-preloads.js';

const webRoot = fileURLToPath(new URL('../../../web/', import.meta.url));

describe('the modules the server preloads', () => {
  // A renamed page would otherwise lose its preload without any test noticing.
  it('all exist in the web app', () => {
    const modules = [
      ...Object.values(PAGE_MODULES),
      ...DASHBOARD_PAGE_MODULES.map(([, module]) => module),
      ...Object.entries(PAGE_PARTS).flat(2),
    ];
    expect(modules.filter((module) => !existsSync(`${webRoot}${module}`))).toEqual([]);
  });

  it('match each dashboard address to its page', () => {
    const moduleOf = (path: string) => DASHBOARD_PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
    expect(moduleOf('/dashboard/courses/create')).toMatch(/course-create-page/);
    expect(moduleOf('/dashboard/courses/0b7a2f5e')).toMatch(/course-edit-page/);
    expect(moduleOf('/dashboard/masters/organizations/create')).toMatch(/organization-edit-page/);
    expect(moduleOf('/dashboard/users')).toMatch(/users-page/);
    expect(moduleOf('/dashboard')).toBeUndefined();
  });
});

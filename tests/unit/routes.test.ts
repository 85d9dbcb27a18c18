import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FileRouteTypes } from '@/routeTree.gen';
import { MENU } from '@/features/shell/menu';
import { SPEC_ROUTES } from './spec-routes';

const generated = readFileSync(resolve(process.cwd(), 'src/routeTree.gen.ts'), 'utf8');

describe('route table', () => {
  it('has exactly the spec’s routes (type level)', () => {
    expectTypeOf<FileRouteTypes['fullPaths']>().toEqualTypeOf<(typeof SPEC_ROUTES)[number]>();
  });

  it('has exactly the spec’s 31 routes (generated tree)', () => {
    const union = /fullPaths:\s*((?:\s*\|\s*'[^']+')+)/.exec(generated)?.[1] ?? '';
    const paths = [...union.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(new Set(paths)).toEqual(new Set(SPEC_ROUTES));
    expect(SPEC_ROUTES).toHaveLength(31);
  });

  it('puts every screen except /, /login and /admin-mode under the shell layout', () => {
    for (const path of SPEC_ROUTES) {
      if (path === '/' || path === '/login' || path === '/admin-mode') continue;
      expect(generated).toContain(`id: '/_app${path}'`);
    }
  });

  it('links the menu only to real routes', () => {
    const targets = MENU.flatMap((entry) =>
      entry.kind === 'group' ? entry.children.map((c) => c.to) : [entry.to],
    );
    for (const to of targets) expect(SPEC_ROUTES).toContain(to);
  });
});

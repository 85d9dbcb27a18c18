// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appChunkGroups } from '../../scripts/chunk-groups';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const split = (route: string) => `${route}?tsr-split=component`;

/** A small app graph in Rolldown's terms: module → static imports, dynamic imports, code, exports. */
const graph: Record<string, { imports?: string[]; lazy?: string[]; code?: string; exports?: string[] }> = {
  'main.tsx': {
    imports: ['app/router.ts', 'lib/api-client.ts', 'contract/index.ts'],
    code: "import { orderSchema } from '@/contract';",
  },
  'app/router.ts': { imports: ['routes/_app.tsx', 'routes/login.tsx', 'routes/_app/sales.tsx'] },
  'routes/_app.tsx': { lazy: [split('routes/_app.tsx')] },
  'routes/login.tsx': { lazy: [split('routes/login.tsx')] },
  'routes/_app/sales.tsx': { lazy: [split('routes/_app/sales.tsx')] },
  [split('routes/_app.tsx')]: {
    imports: [
      'features/live/room.ts',
      'components/dialog-box.tsx',
      'lib/api-client.ts',
      'hooks/use-logout.ts',
    ],
    lazy: ['features/orders/accept-dialog.tsx'],
  },
  [split('routes/login.tsx')]: { imports: ['hooks/use-logout.ts'], lazy: ['features/auth/find.tsx'] },
  'features/auth/find.tsx': { imports: ['lib/intent-key.ts'] },
  [split('routes/_app/sales.tsx')]: {
    imports: ['contract/index.ts', 'lib/api-client.ts'],
    code: "import { salesSchema as s } from '@/contract';",
  },
  'features/live/room.ts': { imports: ['lib/api-client.ts', 'lib/intent-key.ts'] },
  'features/orders/accept-dialog.tsx': { imports: ['components/dialog-box.tsx'] },
  'components/dialog-box.tsx': {},
  'hooks/use-logout.ts': { imports: ['lib/api-client.ts'] },
  'lib/intent-key.ts': {},
  'lib/api-client.ts': { imports: ['lib/session.ts', '\0vite/preload-helper.js'] },
  '\0vite/preload-helper.js': {},
  'lib/session.ts': {},
  'contract/index.ts': {
    imports: ['contract/orders.ts', 'contract/money.ts'],
    code: "export * from './orders';\nexport * from './money';\n",
  },
  'contract/orders.ts': { exports: ['orderSchema'] },
  'contract/money.ts': { exports: ['salesSchema'] },
};

const id = (m: string) => (m.startsWith('\0') ? m : `${SRC}${m}`);
const importers = (m: string) =>
  Object.entries(graph)
    .filter(([, g]) => g.imports?.includes(m))
    .map(([k]) => id(k));
const ctx = {
  getModuleInfo(moduleId: string) {
    const m = moduleId.startsWith(SRC) ? moduleId.slice(SRC.length) : moduleId;
    const g = graph[m];
    if (!g) return null;
    return {
      code: g.code ?? '',
      exports: g.exports ?? [],
      importedIds: (g.imports ?? []).map(id),
      dynamicallyImportedIds: (g.lazy ?? []).map(id),
      importers: importers(m),
    };
  },
};

describe('appChunkGroups: chunk groups from the module graph', () => {
  const groupOf = appChunkGroups({
    entry: 'main.tsx',
    board: ['routes/_app.tsx'],
    outside: ['routes/login.tsx'],
  });
  const group = (m: string) => groupOf(id(m), ctx);

  it("puts the board's route and what only it imports statically in 'live'", () => {
    expect(group(split('routes/_app.tsx'))).toBe('live');
    // The dialog box is imported statically by the board: it comes with the board's first load.
    expect(group('components/dialog-box.tsx')).toBe('live');
    // The dialog itself is imported with import(): a chunk of its own.
    expect(group('features/orders/accept-dialog.tsx')).toBeNull();
  });

  it("puts what the board shares with the routes outside the layout in 'screens', lazy parts included", () => {
    expect(group('hooks/use-logout.ts')).toBe('screens');
    // Reached from /login only through its lazy dialog: still shared, so not in the board's chunk.
    expect(group('lib/intent-key.ts')).toBe('screens');
  });

  it("puts what the entry shares with lazy parts in 'start', with what it imports", () => {
    expect(group('lib/api-client.ts')).toBe('start');
    expect(group('lib/session.ts')).toBe('start');
    // Vite's preload helper goes with them, not in a file of its own.
    expect(group('\0vite/preload-helper.js')).toBe('start');
    // Of the contract barrel, only the module whose names the entry imports.
    expect(group('contract/orders.ts')).toBe('start');
    expect(group('contract/money.ts')).toBeNull();
  });

  it('leaves the entry, the route files and other screens to automatic chunking', () => {
    expect(group('main.tsx')).toBeNull();
    expect(group('routes/_app.tsx')).toBeNull();
    expect(group(split('routes/_app/sales.tsx'))).toBeNull();
  });
});

/**
 * The app's own chunk groups, derived from the module graph by convention instead of lists of files
 * (vite.config.ts names only the routes):
 * - `live`: the routes the tablet opens onto (the order board) and every app module only they import
 *   statically. A part they load with `import()` (a dialog, the top bar's later menus) stays a chunk of
 *   its own, so a new module needs no line here: a static import puts it in the board's first load, a
 *   dynamic one keeps it out.
 * - `screens`: what the board shares with the routes outside the authenticated layout (/login,
 *   /admin-mode), which must not load the board.
 * - `start`: what the entry shares with lazy parts, with everything of the entry's it imports, so the
 *   chunk never imports the entry back (that would be a chunk cycle). The entry keeps the start-up
 *   sequence and the route tree; being a chunk of its own, `start` is evaluated in a step of its own
 *   before the entry (evaluateInSteps).
 * Vendor libraries are named groups in vite.config.ts.
 */
import { fileURLToPath } from 'node:url';

/** The part of Rolldown's ModuleInfo read here. */
interface ModuleFacts {
  code: string | null;
  exports: readonly string[];
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleFacts | null;
}

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const isApp = (id: string) => id.startsWith(SRC) && !id.includes('/node_modules/');

/** A module that only re-exports others (src/contract/index.ts). */
const isBarrel = (m: ModuleFacts) =>
  m.code !== null && /^\s*(export \* from ['"][^'"]+['"];?\s*)+$/.test(m.code);

/** The names `code` imports by `import { a, b as c } from '…'` from every specifier. */
function namesImported(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"][^'"]+['"]/g))
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  return names;
}

/**
 * App modules reached from `roots` over static imports (and dynamic ones with `lazyToo`). An import of
 * a barrel counts as an import of the barrel's modules that export a name imported: tree-shaking keeps
 * no more, and otherwise one use of the contract barrel would put every schema in the entry's reach.
 */
function reach(ctx: ChunkingContext, roots: Iterable<string>, lazyToo = false): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots].filter((id) => ctx.getModuleInfo(id));
  for (const id of queue) {
    if (seen.has(id)) continue;
    seen.add(id);
    const m = ctx.getModuleInfo(id)!;
    const next = lazyToo ? [...m.importedIds, ...m.dynamicallyImportedIds] : m.importedIds;
    let names: Set<string> | undefined;
    for (const dep of next) {
      const d = isApp(dep) && !seen.has(dep) ? ctx.getModuleInfo(dep) : null;
      if (!d) continue;
      if (!isBarrel(d)) queue.push(dep);
      else {
        const used = (names ??= namesImported(m.code ?? ''));
        for (const sub of d.importedIds)
          if (ctx.getModuleInfo(sub)?.exports.some((e) => used.has(e))) queue.push(sub);
      }
    }
  }
  return seen;
}

export interface AppChunkGroups {
  /** The entry module, relative to src/. */
  entry: string;
  /** Route files (relative to src/) whose components are the live board. */
  board: readonly string[];
  /** Route files outside the authenticated layout: they must not load the board's chunk. */
  outside: readonly string[];
}

/** A Rolldown `codeSplitting` group name function: `live`, `screens`, `start` or none (automatic). */
export function appChunkGroups({ entry, board, outside }: AppChunkGroups) {
  let groups: Map<string, string> | undefined;
  // The router plugin's id for a route file's lazily loaded component.
  const component = (route: string) => `${SRC}${route}?tsr-split=component`;
  const derive = (ctx: ChunkingContext) => {
    const entryId = `${SRC}${entry}`;
    const fromEntry = reach(ctx, [entryId]);
    const fromOutside = reach(ctx, outside.map(component), true);
    const fromBoard = reach(ctx, board.map(component));
    const out = new Map<string, string>();
    for (const id of fromBoard) if (!fromEntry.has(id)) out.set(id, fromOutside.has(id) ? 'screens' : 'live');
    // Route files stay in the entry with the route tree (their lazy parts import their Route back).
    const shared = [...fromEntry].filter(
      (id) =>
        id !== entryId &&
        !id.startsWith(`${SRC}routes/`) &&
        ctx.getModuleInfo(id)!.importers.some((i) => isApp(i) && !fromEntry.has(i)),
    );
    for (const id of reach(ctx, shared)) {
      if (!fromEntry.has(id) || id === entryId) continue;
      out.set(id, 'start');
      // Vite's preload helper (the start-up's lazy parts use it): with them, not a request of its own.
      for (const dep of ctx.getModuleInfo(id)!.importedIds)
        if (dep.startsWith('\0vite/')) out.set(dep, 'start');
    }
    return out;
  };
  return (id: string, ctx: ChunkingContext): string | null => {
    groups ??= derive(ctx);
    return groups.get(id) ?? null;
  };
}

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOLID_FILLS, system } from '@/lib/theme';

/** Chakra components whose look comes from a theme recipe, and the recipe's key. */
const RECIPE_OF: Record<string, string> = {
  Alert: 'alert',
  Badge: 'badge',
  Button: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  CloseButton: 'button',
  Code: 'code',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Field: 'field',
  Heading: 'heading',
  Icon: 'icon',
  IconButton: 'button',
  Input: 'input',
  Link: 'link',
  NativeSelect: 'nativeSelect',
  Popover: 'popover',
  Separator: 'separator',
  Spinner: 'spinner',
  Table: 'table',
  Tabs: 'tabs',
  Textarea: 'textarea',
};
/** Layout primitives and helpers that need no recipe. */
const NO_RECIPE = new Set([
  'Box',
  'ButtonGroup',
  'ChakraProvider',
  'Flex',
  'HStack',
  'Image',
  'Portal',
  'SimpleGrid',
  'Stack',
  'Text',
  'Wrap',
  'chakra',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'mergeConfigs',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

describe('the lean Chakra theme', () => {
  // lib/theme.ts keeps only the recipes the app uses; a component without its recipe renders unstyled
  // (the admin-mode page's Container did, with no padding, until this test).
  it('has a recipe for every Chakra component the screens import', () => {
    const used = new Set<string>();
    for (const file of sources(join(__dirname, '../../src'))) {
      // Components only: a type import (`import type {…}`, `type InputProps`) renders nothing.
      for (const m of readFileSync(file, 'utf8').matchAll(
        /import\s*(type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
      )) {
        if (m[1]) continue;
        for (const name of m[2]!.split(',').map((n) => n.trim()))
          if (name && !name.startsWith('type ')) used.add(name);
      }
    }
    const unknown = [...used].filter((n) => !(n in RECIPE_OF) && !NO_RECIPE.has(n));
    expect(
      unknown,
      'a newly used component: add it to RECIPE_OF (and its recipe to lib/theme.ts) or NO_RECIPE',
    ).toEqual([]);
    const missing = [...used].filter(
      (n) => n in RECIPE_OF && !system.isRecipe(RECIPE_OF[n]!) && !system.isSlotRecipe(RECIPE_OF[n]!),
    );
    expect(missing).toEqual([]);
  });
});

describe('one palette for the plain and the Chakra screens', () => {
  // Issue 25: the solid fills that carry white text are darker than Chakra's 600s (WCAG AA 4.5:1). The
  // plain widgets read them from styles/base.css, Chakra from the theme: the two must not drift apart.
  it('has the same solid fills in base.css and the theme', () => {
    const css = readFileSync(join(__dirname, '../../src/styles/base.css'), 'utf8');
    for (const [palette, value] of Object.entries(SOLID_FILLS)) {
      expect(css, `--${palette}-solid in base.css`).toContain(`--${palette}-solid: ${value};`);
      expect(system.tokens.getByName(`colors.${palette}.solid`)?.value).toBe(value);
    }
  });
});

describe('one palette by night', () => {
  // Issue 25 §5: the plain screens' night values (styles/base.css, the widgets' palettes in
  // ui.module.css) are Chakra's `_dark` semantic tokens, written out: a Chakra dialog over the board
  // must not change the look. Resolves a token's dark value to its hex.
  const darkOf = (name: string): string => {
    const token = system.tokens.getByName(`colors.${name}`);
    if (!token) throw new Error(`no token colors.${name}`);
    const conditions = token.extensions.conditions as Record<string, string> | undefined;
    const raw = conditions?._dark ?? conditions?.base ?? String(token.value);
    const ref = /^\{colors\.(.+)\}$/.exec(raw)?.[1];
    return (ref ? String(system.tokens.getByName(`colors.${ref}`)?.value) : raw).toLowerCase();
  };
  const hex = (v: string) => (v === '#fff' ? '#ffffff' : v === 'white' ? '#ffffff' : v.toLowerCase());
  const block = (css: string, selector: string): Record<string, string> => {
    const at = css.indexOf(`${selector} {`);
    expect(at, `${selector} in the CSS`).toBeGreaterThanOrEqual(0);
    const body = css.slice(at, css.indexOf('}', at));
    return Object.fromEntries(
      [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]),
    );
  };

  it('has Chakra’s dark values for the plain screens’ variables', () => {
    const css = readFileSync(join(__dirname, '../../src/styles/base.css'), 'utf8');
    const dark = block(css, ':root.dark');
    const pairs: Record<string, string> = {
      '--bg': 'bg',
      '--bg-subtle': 'bg.subtle',
      '--bg-panel': 'bg.panel',
      '--fg': 'fg',
      '--fg-muted': 'fg.muted',
      '--border': 'border',
      '--fg-error': 'fg.error',
      '--teal-50': 'teal.subtle',
      '--note-bg': 'yellow.subtle',
      '--asked-bg': 'orange.subtle',
      '--warn-bg': 'bg.warning',
      '--warn-fg': 'fg.warning',
      '--warn-border': 'orange.muted',
    };
    for (const [cssVar, token] of Object.entries(pairs))
      expect(hex(dark[cssVar] ?? ''), `${cssVar} = ${token} (dark)`).toBe(hex(darkOf(token)));
  });

  it('has Chakra’s dark palette values for the plain widgets', () => {
    const css = readFileSync(join(__dirname, '../../src/components/ui/ui.module.css'), 'utf8');
    for (const palette of ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple']) {
      const vars = block(css, `:global(.dark) .${palette}`);
      expect(Object.keys(vars).length, palette).toBeGreaterThan(0);
      for (const [cssVar, value] of Object.entries(vars))
        expect(hex(value), `${palette} ${cssVar}`).toBe(
          hex(darkOf(`${palette}.${cssVar.replace('--c-', '')}`)),
        );
    }
  });
});

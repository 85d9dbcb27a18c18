import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

type TokenTree = { [key: string]: unknown };

/**
 * The counter app has no dark mode: semantic tokens keep their light value only. Chakra then builds
 * and injects one set of CSS variables instead of two, which is a fifth of `createSystem` at start-up.
 */
function lightOnly<T>(tree: T): T {
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    const n = node as TokenTree;
    if ('value' in n) {
      const v = n.value as TokenTree | null;
      return v && typeof v === 'object' && '_light' in v ? { ...n, value: v._light } : n;
    }
    return Object.fromEntries(Object.entries(n).map(([k, child]) => [k, walk(child)]));
  };
  return walk(tree) as T;
}

/** Korean-first: Pretendard when installed, then the common Korean system fonts. */
const KOREAN_FONTS = "Pretendard, 'Noto Sans KR', 'NanumGothic', 'Nanum Gothic', system-ui, sans-serif";

/**
 * Chakra's default theme, but with only the recipes of the components this app uses: the full set
 * (defaultConfig) is ~60 KB gzip of the first load. A component added later needs its recipe here.
 */
const leanTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      // The channel keys' prefixes on /store.
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

const config = defineConfig({
  globalCss: {
    'html, body': {
      // Break Korean lines between words, not inside them.
      wordBreak: 'keep-all',
      overflowWrap: 'anywhere',
      bg: 'bg.subtle',
    },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: KOREAN_FONTS },
        body: { value: KOREAN_FONTS },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, leanTheme), config);

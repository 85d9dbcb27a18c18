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
    // Both colour modes (issue 25 §5, the night theme): Chakra's `_dark` values apply under <html
    // class="dark">, which src/boot/color-scheme.js sets. They cost createSystem some start-up (one more
    // set of variables), but only in the lazy Chakra chunk, not on the way to the board.
    semanticTokens,
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

/**
 * The solid fills that carry white text, darker than Chakra's 600s (white on teal.600 is 3.7:1, on
 * green.600 3.3:1, on orange.600 3.6:1, on cyan.600 3.7:1: below WCAG AA's 4.5:1 for body text). The
 * same hues one step darker, so the brand teal stays teal. styles/base.css has the same values as
 * --<palette>-solid for the plain screens (tests/unit/theme.test.ts keeps them equal).
 */
export const SOLID_FILLS = {
  teal: '#0f766e',
  green: '#15803d',
  orange: '#c2410c',
  cyan: '#0e7490',
} as const;

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
    semanticTokens: {
      colors: {
        // The same fill day and night, so white text on it in both (Chakra's dark orange is black on
        // orange.500; on this darker fill black would be 4.0:1).
        ...Object.fromEntries(
          Object.entries(SOLID_FILLS).map(([palette, value]) => [
            palette,
            { solid: { value }, contrast: { value: 'white' } },
          ]),
        ),
        // Chakra's light error text is red.500, 3.8:1 on white: red.600 keeps 4.5:1 (4.6 on bg.subtle).
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, leanTheme), config);

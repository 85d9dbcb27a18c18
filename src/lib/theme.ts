import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Korean-first: Pretendard when installed, then the common Korean system fonts. */
const KOREAN_FONTS = "Pretendard, 'Noto Sans KR', 'NanumGothic', 'Nanum Gothic', system-ui, sans-serif";

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

export const system = createSystem(defaultConfig, config);

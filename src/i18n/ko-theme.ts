/**
 * The night theme's switch in the top bar (issue 25 §5): its name says the current state. Not in ko.ts:
 * the switch loads after the board is up (features/shell/components/top-bar-later).
 */
export const koTheme = {
  name: '화면 테마',
  choices: { system: '기기 설정 따름', light: '밝게', dark: '어둡게' },
} as const;

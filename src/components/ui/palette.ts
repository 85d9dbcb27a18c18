import s from './ui.module.css';

/** The colour palettes of the plain widgets (the same names as Chakra's colorPalette). */
export type Palette = 'gray' | 'red' | 'orange' | 'yellow' | 'green' | 'teal' | 'blue' | 'cyan' | 'purple';

export const paletteClass = (p: Palette): string => s[p] ?? '';

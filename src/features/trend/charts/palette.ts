// Chart colours are Fluent tokens (CSS variables), so a theme change recolours them. The heat map's
// sequential scale is one brand token at rising opacity: monotonic over light and dark backgrounds.
import { tokens } from '@fluentui/react-components';

/** Series and slices, in order; the first is the brand colour. */
export const SERIES_COLOURS: readonly string[] = [
  tokens.colorBrandForeground1,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorPaletteDarkOrangeBorderActive,
  tokens.colorPaletteGreenBorderActive,
  tokens.colorPalettePurpleBorderActive,
  tokens.colorNeutralForeground3,
];

export function seriesColour(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length];
}

export const HEAT_STEPS = 5;
export const HEAT_FILL = tokens.colorCompoundBrandBackground;
/** Opacity of each step of the heat map, lightest first. */
export const HEAT_OPACITY: readonly number[] = [0.26, 0.44, 0.62, 0.8, 1];
// Background6 stays a mid grey in the dark theme too (Background5 turns black there)
export const NO_DATA_FILL = tokens.colorNeutralBackground6;

// The card-front themes: one per occasion style, each drawing its background and naming
// the calm area where the handwritten headline goes.
import { festiveThemes } from './cardThemesFestive';
import { quietThemes } from './cardThemesQuiet';
import type { Theme, ThemeName } from './cardThemeTypes';

export type { Theme, ThemeName, ThemeResult } from './cardThemeTypes';

export const themes: Record<ThemeName, Theme> = { ...festiveThemes, ...quietThemes };

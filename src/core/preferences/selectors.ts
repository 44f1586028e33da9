import type { RootState } from '@/app/store';

export const selectLanguage = (s: RootState) => s.preferences.language;
export const selectTheme = (s: RootState) => s.preferences.theme;

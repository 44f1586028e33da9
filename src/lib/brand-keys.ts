/** Where the brand's look sits in the page and in local storage (issue 26; src/lib/brand-head.ts). */

/** The `<style>` element holding the brand's tokens. */
export const BRAND_STYLE_ID = 'brand-style';
/** Local-storage keys of the last brand's CSS and default theme (read by the early script). */
export const BRAND_CSS_KEY = 'brandCss';
export const BRAND_THEME_KEY = 'brandTheme';

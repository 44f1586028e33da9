import type { BrandConfig } from './system';

/** Brand options used when the deployment ships no brand file (zod-free: the app imports it). */
export const DEFAULT_BRAND: BrandConfig = {
  platform: 'web',
  merchant: 'DEMO',
  lotteryType: 'Lott',
  loginedToHomePage: false,
  defaultLanguage: 'TY',
  currencySymbol: '$',
};

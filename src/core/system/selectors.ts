import type { RootState } from '@/app/store';

export const selectCountries = (s: RootState) => s.system.countries;
export const selectCurrencySymbol = (s: RootState) => s.system.brand.currencySymbol;
export const selectDefaultDialingCode = (s: RootState) =>
  s.system.countries[0]?.countryDialingCode ?? '';
export const selectFlags = (s: RootState) => s.system.flags;
export const selectHasCustomerService = (s: RootState) => s.system.customerService.length > 0;
export const selectImageCdn = (s: RootState) => s.system.imageCdn;
export const selectLanguages = (s: RootState) => s.system.languages;
export const selectLocationCountry = (s: RootState) => s.system.location.country;
export const selectLoginedToHomePage = (s: RootState) => s.system.brand.loginedToHomePage;
export const selectMobileNumRule = (s: RootState) => s.system.registerRules.mobileNum;
export const selectRegisterRules = (s: RootState) => s.system.registerRules;
export const selectResources = (s: RootState) => s.system.resources;
export const selectSystem = (s: RootState) => s.system;
export const selectSystemNotice = (s: RootState) => s.system.notice;

/** The brand's name, logo and default theme (issue 26; absent from a brand file without its look). */
export const selectBrandName = (s: RootState) => s.system.brand.displayName;
export const selectBrandLogo = (s: RootState) => s.system.brand.logo;
export const selectBrandDefaultTheme = (s: RootState) =>
  s.system.brand.theme?.defaultTheme ?? 'light';

import { createSelector } from '@reduxjs/toolkit';
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
/**
 * What the root view shows by (spec 1 §2.1): the start-up phase and the status, with what a status
 * page names. Only these: a store update during the portal's first (sliced) render that changes
 * what a rendered component selected makes React throw that render away and render again in one
 * long task (the country list answering mid-render cost the home page 150-250 ms on a phone).
 */
export const selectStartState = createSelector(
  [
    (s: RootState) => s.system.phase,
    (s: RootState) => s.system.status,
    (s: RootState) => s.system.maintenanceEndTime,
    (s: RootState) => s.system.location,
  ],
  (phase, status, maintenanceEndTime, location) => ({
    phase,
    status,
    maintenanceEndTime,
    location,
  }),
);
export const selectSystemNotice = (s: RootState) => s.system.notice;

/** The brand's name, logo and default theme (issue 26; absent from a brand file without its look). */
export const selectBrandName = (s: RootState) => s.system.brand.displayName;
export const selectBrandLogo = (s: RootState) => s.system.brand.logo;
export const selectBrandDefaultTheme = (s: RootState) =>
  s.system.brand.theme?.defaultTheme ?? 'light';

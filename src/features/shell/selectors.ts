import type { RootState } from '@/app/store';
import { resourceUrl } from './resources';

export const selectHelp = (s: RootState) => s.shell.help;
export const selectSideCategories = (s: RootState) => s.shell.vendors.categories;
export const selectSideMenuCollapsed = (s: RootState) => s.shell.sideMenu.collapsed;
export const selectTelegramUrl = (s: RootState) => resourceUrl(s.system.resources, 'TELEGRAM');
export const selectVendorsStatus = (s: RootState) => s.shell.vendors.status;
/** The side bar's drawer is open (phones). */
export const selectDrawerOpen = (s: RootState) => s.shell.sideMenu.drawerOpen === true;

import type { ComponentType } from 'react';
import { lazyComponent } from '@/core/lazy-feature';
import { SECTION_LOAD_TIMEOUT_MS } from '@/core/routes';
import type { SectionName } from '../core/routes';
import LoginSection from './sections/login';
import HelpmcSection from './sections/helpmc';

/**
 * Lazy-loaded sections of spec 1 §2.2 (120 s to load); the rest (the help centre's frame and the
 * login notice) are small and ship with the shell.
 */
export const SECTIONS: Record<SectionName, ComponentType> = {
  index: lazyComponent(() => import('./sections/index'), SECTION_LOAD_TIMEOUT_MS),
  egame: lazyComponent(() => import('./sections/egame'), SECTION_LOAD_TIMEOUT_MS),
  elott: lazyComponent(() => import('./sections/elott'), SECTION_LOAD_TIMEOUT_MS),
  lottery: lazyComponent(() => import('./sections/lottery'), SECTION_LOAD_TIMEOUT_MS),
  vnlottery: lazyComponent(() => import('./sections/vnlottery'), SECTION_LOAD_TIMEOUT_MS),
  pointMall: lazyComponent(() => import('./sections/point-mall'), SECTION_LOAD_TIMEOUT_MS),
  promo: lazyComponent(() => import('./sections/promo'), SECTION_LOAD_TIMEOUT_MS),
  promoDetail: lazyComponent(() => import('./sections/promo-detail'), SECTION_LOAD_TIMEOUT_MS),
  seamless: lazyComponent(() => import('./sections/seamless'), SECTION_LOAD_TIMEOUT_MS),
  download: lazyComponent(() => import('./sections/download'), SECTION_LOAD_TIMEOUT_MS),
  byIframe: lazyComponent(() => import('./sections/by-iframe'), SECTION_LOAD_TIMEOUT_MS),
  register: lazyComponent(() => import('./sections/register'), SECTION_LOAD_TIMEOUT_MS),
  help: lazyComponent(() => import('./sections/help'), SECTION_LOAD_TIMEOUT_MS),
  helpmc: HelpmcSection,
  login: LoginSection,
};

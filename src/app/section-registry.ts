import type { ComponentType } from 'react';
import { lazySection } from '../core/lazy-section';
import type { SectionName } from '../core/routes';
import LoginSection from './sections/login';
import HelpmcSection from './sections/helpmc';
import HelpSection from './sections/help';

/** Lazy-loaded sections of spec 1 §2.2; the rest are small and ship with the shell. */
export const SECTIONS: Record<SectionName, ComponentType> = {
  index: lazySection(() => import('./sections/index')),
  egame: lazySection(() => import('./sections/egame')),
  elott: lazySection(() => import('./sections/elott')),
  lottery: lazySection(() => import('./sections/lottery')),
  vnlottery: lazySection(() => import('./sections/vnlottery')),
  pointMall: lazySection(() => import('./sections/pointMall')),
  promo: lazySection(() => import('./sections/promo')),
  promoDetail: lazySection(() => import('./sections/promoDetail')),
  seamless: lazySection(() => import('./sections/seamless')),
  download: lazySection(() => import('./sections/download')),
  byIframe: lazySection(() => import('./sections/byIframe')),
  register: lazySection(() => import('./sections/register')),
  helpmc: HelpmcSection,
  help: HelpSection,
  login: LoginSection,
};

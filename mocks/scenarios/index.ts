import { BRANDS } from '../../fixtures/brands';
import type { ScenarioPatch } from '../scenario';

/**
 * Named scenario presets. Each is a PATCH applied over the default scenario: select one with
 * `POST /__mock/scenario/preset/<name>`, or with `?scenario=<name>` in worker mode.
 */
export const presets = {
  default: {},
  maintenance: { maintenance: true },
  'maintenance-until': { maintenance: true, maintenanceEndTime: Date.UTC(2030, 0, 1, 6, 30, 0) },
  'region-restricted': {
    regionRestriction: true,
    location: { ip: '198.51.100.23', country: 'Narnia' },
  },
  'maintenance-and-region': { maintenance: true, regionRestriction: true },
  'guarded-home': { brand: { loginedToHomePage: true } },
  /** The second demo brand (issue 26): every token, the logo, the font and the default theme differ. */
  'brand-jade': { brand: BRANDS.jade },
  'captcha-always': { captchaAlways: true },
  'single-language': { languages: ['TY'] },
  'minimal-flags': {
    whitelabel: {
      MOBILEVERCODELOGIN3: false,
      DIRECTREG3: false,
      CHNGPASSVERIF3: false,
      CBS3: false,
      FREEPLAY3: false,
      MOBILENUMREG3: false,
    },
  },
  'slow-network': { delays: { '*': 1500 } },
} satisfies Record<string, ScenarioPatch>;

export type PresetName = keyof typeof presets;
export const presetNames = Object.keys(presets) as PresetName[];

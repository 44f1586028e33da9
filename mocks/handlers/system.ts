import { DEFAULT_BRAND_FILE } from '../../fixtures/brands';
import { whitelabelTree } from '../../fixtures/system';
import { encryptCsPath } from '../../src/api/contract/cs-path';
import type { CustomerService } from '../../src/api/contract/system';
import {
  DEFAULT_DOMAINS,
  scenarioRegisterRules,
  scenarioResources,
  type Scenario,
} from '../scenario';
import type { Fixtures } from '../../fixtures';
import { defineResolvers } from './define';

/**
 * The fixtures' customer-service entries of an origin, encrypted once (the status call is the
 * busiest of all); a few origins are kept (a host serves one or two).
 */
const builtInByOrigin = new Map<string, CustomerService[]>();
function builtInCustomerService(fixtures: Fixtures, origin: string): CustomerService[] {
  let list = builtInByOrigin.get(origin);
  if (!list) {
    if (builtInByOrigin.size >= 8) builtInByOrigin.clear();
    list = fixtures.system.customerService(origin);
    builtInByOrigin.set(origin, list);
  }
  return list;
}

/** The fixtures' customer-service entries, with the addresses the scenario moved (encrypted). */
function customerServiceOf(scenario: Scenario, fixtures: Fixtures, origin: string) {
  const moved = scenario.customerService ?? {};
  const list = builtInCustomerService(fixtures, origin).filter((cs) => !(cs.csType in moved));
  for (const [csType, address] of Object.entries(moved))
    list.push({ csType, path: encryptCsPath(new URL(address, origin).href, 'm0V3dK3y') });
  return list;
}

/** The brand file the mock serves: the default demo brand's, with the scenario's fields over it. */
export const brandOf = (scenario: Pick<Scenario, 'brand'>) => ({
  ...DEFAULT_BRAND_FILE,
  ...scenario.brand,
});

export const systemResolvers = defineResolvers({
  brandConfig: ({ scenario }) => brandOf(scenario),
  systemStatus: ({ scenario, fixtures, flags, origin }) => ({
    maintenance: scenario.maintenance,
    regionRestriction: scenario.regionRestriction,
    maintenanceEndTime: scenario.maintenanceEndTime,
    location: scenario.location,
    info: {
      whitelabel: whitelabelTree(flags),
      register: scenarioRegisterRules(scenario, fixtures.system.REGISTER_RULES),
      customerService: customerServiceOf(scenario, fixtures, origin),
      mainDomain: (scenario.domains ?? DEFAULT_DOMAINS)[0] ?? null,
      domainRoute: (scenario.domains ?? DEFAULT_DOMAINS)[1] ?? null,
      resources: scenarioResources(scenario, fixtures.system.RESOURCES),
      analytics: { gtagId: null },
      imageCDNs: fixtures.system.IMAGE_CDNS,
      launchGameCDNs: fixtures.system.LAUNCH_GAME_CDNS,
      languages: scenario.languages,
    },
  }),
  whitelabel: ({ flags }) => whitelabelTree(flags),
  domainRoute: ({ scenario, fixtures }) => ({
    resources: scenarioResources(scenario, fixtures.system.RESOURCES),
    domainList: scenario.domains ?? DEFAULT_DOMAINS,
  }),
  countries: ({ fixtures }) => fixtures.system.COUNTRIES,
  customerServiceLink: ({ scenario, fixtures, origin }) => {
    return {
      version: {
        pathList: customerServiceOf(scenario, fixtures, origin).map((cs) => ({
          type: cs.csType,
          path: cs.path,
        })),
      },
    };
  },
  helpCenter: ({ scenario }) => scenario.helpCenter ?? BUILT_IN_ARTICLES,
});

/** The help centre's articles unless the scenario replaces them. */
const BUILT_IN_ARTICLES = [
  {
    id: 1,
    title: 'How do I register?',
    content: '<p>Open <b>Register</b>, fill in the form and submit.</p>',
    category: 'account',
  },
  {
    id: 2,
    title: 'How do I deposit?',
    content: '<p>Open the member centre and choose <b>Deposit</b>.</p>',
    category: 'wallet',
  },
  {
    id: 3,
    title: 'Responsible gaming',
    content: '<p>Set limits and play for fun. You must be 18 or older.</p>',
    category: 'policy',
  },
];

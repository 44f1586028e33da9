import { DEFAULT_BRAND } from '../../src/api/contract/constants';
import { whitelabelTree } from '../../fixtures/system';
import { scenarioRegisterRules, scenarioResources } from '../scenario';
import { defineResolvers } from './define';

export const systemResolvers = defineResolvers({
  brandConfig: ({ scenario }) => ({ ...DEFAULT_BRAND, ...scenario.brand }),
  systemStatus: ({ scenario, fixtures, flags, request }) => ({
    maintenance: scenario.maintenance,
    regionRestriction: scenario.regionRestriction,
    maintenanceEndTime: scenario.maintenanceEndTime,
    location: scenario.location,
    info: {
      whitelabel: whitelabelTree(flags),
      register: scenarioRegisterRules(scenario, fixtures.system.REGISTER_RULES),
      customerService: fixtures.system.customerService(new URL(request.url).origin),
      domainRoute: null,
      mainDomain: 'localhost',
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
  }),
  countries: ({ fixtures }) => fixtures.system.COUNTRIES,
  customerServiceLink: ({ fixtures, request }) => ({
    version: {
      pathList: fixtures.system
        .customerService(new URL(request.url).origin)
        .map((cs) => ({ type: cs.csType, path: cs.path })),
    },
  }),
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

import { z } from 'zod';
import { VendorLane } from '../src/api/contract/games';
import { BrandConfig, HelpArticle, Resource } from '../src/api/contract/system';
import { Notice } from '../src/api/contract/notices';
import { Mission } from '../src/api/contract/member';
import { PointConfigValue } from '../src/api/contract/points';
import { WithdrawAccount } from '../src/api/contract/wallet';
import { DEFAULT_CONFIRM_MINUTES } from '../fixtures/money';
import { LOGIN_CHECK_METHODS } from '../src/api/contract/auth';

/** An error injected into one endpoint (by registry name) through the control API. */
export const InjectedError = z.object({
  /** HTTP status of the answer (default 200, as the platform answers most business errors). */
  status: z.number().int().min(200).max(599).default(200),
  errorCode: z.string().default('system.error'),
  message: z.string().default('Injected error'),
  value: z.unknown().optional(),
  /** Simulate a dropped connection instead of an answer. */
  network: z.boolean().default(false),
  /** How many calls fail before the endpoint recovers; absent means every call. */
  times: z.number().int().positive().optional(),
});
export type InjectedError = z.infer<typeof InjectedError>;

/** The site's resources (app downloads, social links): the fixture list, replaced and/or thinned. */
export const ResourcesOverride = z.object({
  /** A list used instead of the fixtures' (an empty list: no resources at all). */
  replace: z.array(Resource).optional(),
  /** Resource types removed from the list (e.g. 'Android', 'FACEBOOK'). */
  drop: z.array(z.string()).default([]),
});

/** The vendor lanes of the side bar and lobby (GET vendors), replaced, emptied or dropped. */
export const VendorLanesOverride = z.object({
  /** Lanes used instead of the fixtures'. */
  replace: z.array(VendorLane).optional(),
  /** Category codes whose lane stays but has no vendors (an empty category). */
  emptied: z.array(z.string()).default([]),
  /** Category codes whose lane is left out entirely. */
  drop: z.array(z.string()).default([]),
});

/** The money of the mock (issue 14): how the back office and the clock treat orders. */
export const MoneySettings = z.object({
  /** Minutes after payout before an unconfirmed withdrawal counts as received (forced receipt). */
  confirmMinutes: z.number().int().positive(),
  /** Pending deposits are credited by themselves after this many ms (null: only the operator). */
  depositAutoCreditMs: z.number().int().nonnegative().nullable(),
});

export const Scenario = z.object({
  maintenance: z.boolean(),
  maintenanceEndTime: z.number().int().nullable(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string(), country: z.string() }),
  /** Module flag overrides, `{ MODID: boolean }`, merged over the fixture defaults. */
  whitelabel: z.record(z.string(), z.boolean()),
  brand: BrandConfig.partial(),
  /** Languages the site offers (status info.languages). */
  languages: z.array(z.string()).min(1),
  /** The image captcha is demanded on every login, not only after 3 failures. */
  captchaAlways: z.boolean(),
  /** The anti-bot challenge: 'pass', or 'fail' (the server rejects the solution, a 'geetest' error). */
  challenge: z.enum(['pass', 'fail']),
  /** The firebase phone check of registration: 'pass', or 'fail'. */
  firebase: z.enum(['pass', 'fail']),
  /**
   * The login side rule (spec 2 §4): the location's IP is not registered for the member, so a
   * login asks this check before the session opens (null: every IP is registered). A passed check
   * registers the IP for that member.
   */
  loginCheck: z.enum(LOGIN_CHECK_METHODS).nullable(),
  /**
   * The domains the platform allows the portal on (hostnames): the status answer names the first
   * as `mainDomain` and the second as `domainRoute`, the domain list call (`domainRoute`) answers
   * them all. Absent: `DEFAULT_DOMAINS` (the hosts of `npm start` and the tests).
   */
  domains: z.array(z.string().min(1)).optional(),
  /**
   * Customer-service addresses by type (`'3'` live chat, `'VIP'`), over the built-in ones, as the
   * status answer and the customer-service link call give them (encrypted); relative to the mock's
   * origin unless absolute. Merged one level deep.
   */
  customerService: z.record(z.string(), z.string()).optional(),
  /** Resources of the status answer and domain route. */
  resources: ResourcesOverride,
  /** Vendor lanes of the vendors call. */
  vendorLanes: VendorLanesOverride,
  /** Help-centre articles instead of the built-in ones (null: the built-in ones). */
  helpCenter: z.array(HelpArticle).nullable(),
  /** The announcements of the notice modal (type H) instead of the built-in ones (null: those). */
  notices: z.array(Notice).nullable(),
  /**
   * The registration rules' `enabled` by field (`'*'`: every field; a named field wins), over the
   * fixture rules: what the rules call and the status answer tell the site.
   */
  registerRules: z.record(z.string(), z.boolean()),
  /** At most this many promotions of a category (`new_player`...) in the announcements, the first ones. */
  promotionLimits: z.record(z.string(), z.number().int().nonnegative()),
  /** The point mall's configuration over the fixture's (`enabled: false`: the mall is off). */
  pointConfig: PointConfigValue.partial(),
  /** The site keeps one wallet for every game: the merchant wallet call lists no vendor wallet. */
  singleWallet: z.boolean(),
  /** The deposit channels offered, by id (null: all of the fixtures; []: none). */
  depositChannels: z.array(z.string()).nullable(),
  /** Every member's missions instead of the seeded ones (null: the seeded; []: none open). */
  missions: z.array(Mission).nullable(),
  /** Every member's withdrawal accounts instead of the seeded ones (null: the seeded; []: none). */
  withdrawAccounts: z.array(WithdrawAccount).nullable(),
  /** Withdrawal confirmation window and automatic deposit crediting. */
  money: MoneySettings,
  /**
   * The agent centre's feature flags (consolidatedFunds: contractDividend, dailySalary,
   * hourlySalary, realTimeSalary), each turned on or off for every agent over the default (all on
   * for agents, off for other members); merged one level deep.
   */
  agentFeatures: z.record(z.string(), z.boolean()),
  /** Extra latency in ms per endpoint name (or '*' for all). */
  delays: z.record(z.string(), z.number().int().nonnegative()),
  errors: z.record(z.string(), InjectedError),
});
export type Scenario = z.infer<typeof Scenario>;

/** The PATCH body: any subset; objects merge one level deep, `null` in errors clears one. */
export const ScenarioPatch = Scenario.extend({
  resources: ResourcesOverride,
  vendorLanes: VendorLanesOverride,
  brand: BrandConfig.partial(),
  money: MoneySettings.partial(),
  errors: z.record(z.string(), InjectedError.partial().nullable()),
  delays: z.record(z.string(), z.number().int().nonnegative().nullable()),
}).partial();
export type ScenarioPatch = z.input<typeof ScenarioPatch>;

export const DEFAULT_SCENARIO: Scenario = {
  maintenance: false,
  maintenanceEndTime: null,
  regionRestriction: false,
  location: { ip: '203.0.113.7', country: 'Philippines' },
  whitelabel: {},
  brand: {},
  languages: ['TY', 'EN'],
  captchaAlways: false,
  challenge: 'pass',
  firebase: 'pass',
  loginCheck: null,
  resources: { drop: [] },
  vendorLanes: { emptied: [], drop: [] },
  helpCenter: null,
  notices: null,
  registerRules: {},
  promotionLimits: {},
  pointConfig: {},
  singleWallet: false,
  depositChannels: null,
  missions: null,
  withdrawAccounts: null,
  money: { confirmMinutes: DEFAULT_CONFIRM_MINUTES, depositAutoCreditMs: null },
  agentFeatures: {},
  delays: {},
  errors: {},
};

const MERGED_KEYS = [
  'whitelabel',
  'brand',
  'location',
  'money',
  'agentFeatures',
  'registerRules',
  'promotionLimits',
  'pointConfig',
  'customerService',
] as const;

/** The platform's domains unless the scenario names others: `npm start`'s and the tests' hosts. */
export const DEFAULT_DOMAINS = ['localhost', '127.0.0.1'];
const NULLABLE_MAPS = ['errors', 'delays'] as const;

/** Merges a validated patch into a scenario (objects one level deep; null clears an entry). */
export function mergeScenario(current: Scenario, patch: z.output<typeof ScenarioPatch>): Scenario {
  const next: Scenario = { ...current, ...patch } as Scenario;
  for (const key of MERGED_KEYS) {
    if (patch[key]) Object.assign(next, { [key]: { ...current[key], ...patch[key] } });
  }
  for (const key of NULLABLE_MAPS) {
    const map: Record<string, unknown> = { ...current[key] };
    for (const [name, entry] of Object.entries(patch[key] ?? {})) {
      if (entry === null) delete map[name];
      else map[name] = key === 'errors' ? InjectedError.parse(entry) : entry;
    }
    Object.assign(next, { [key]: map });
  }
  return Scenario.parse(next);
}

/** The resources the scenario asks for, from the fixtures' list. */
export function scenarioResources<T extends { resourceType: string }>(
  scenario: Scenario,
  fixture: T[],
): (T | Resource)[] {
  const list: (T | Resource)[] = scenario.resources.replace ?? fixture;
  const dropped = new Set(scenario.resources.drop);
  return list.filter((r) => !dropped.has(r.resourceType));
}

/** The vendor lanes the scenario asks for, from the fixtures' lanes. */
export function scenarioLanes(scenario: Scenario, fixture: VendorLane[]): VendorLane[] {
  const { replace, emptied, drop } = scenario.vendorLanes;
  const dropped = new Set(drop);
  const empty = new Set(emptied);
  return (replace ?? fixture)
    .filter((lane) => !dropped.has(lane.title))
    .map((lane) => (empty.has(lane.title) ? { ...lane, cards: [] } : lane));
}

/** The registration rules with the scenario's `enabled` changes (a named field wins over '*'). */
export function scenarioRegisterRules<T extends object>(
  scenario: Scenario,
  rules: Record<string, T>,
): Record<string, T> {
  const changes = scenario.registerRules;
  if (!Object.keys(changes).length) return rules;
  return Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => {
      const enabled = changes[name] ?? changes['*'];
      return [name, enabled === undefined ? rule : { ...rule, enabled }];
    }),
  );
}

/** The promotions of the announcements, at most `promotionLimits[category]` of a category. */
export function scenarioPromotions<T extends { category?: string | null }>(
  scenario: Scenario,
  promotions: T[],
): T[] {
  const seen = new Map<string, number>();
  return promotions.filter((p) => {
    const limit = scenario.promotionLimits[p.category ?? ''];
    if (limit === undefined) return true;
    const n = (seen.get(p.category!) ?? 0) + 1;
    seen.set(p.category!, n);
    return n <= limit;
  });
}

import { accountEndpoints } from './account';
import { agentEndpoints } from './agent';
import { authEndpoints } from './auth';
import { chatEndpoints } from './chat';
import { gamesEndpoints } from './games';
import { launchEndpoints } from './launch';
import { lotteryEndpoints } from './lottery';
import { memberEndpoints } from './member';
import { memberResponsibleEndpoints } from './member-responsible';
import { noticesEndpoints } from './notices';
import { pointsEndpoints } from './points';
import { preferencesEndpoints } from './preferences';
import { promotionsEndpoints } from './promotions';
import { registerEndpoints } from './register';
import { sportsEndpoints } from './sports';
import { systemEndpoints } from './system';
import { walletEndpoints } from './wallet';
import type { EndpointDef } from './define';

/** The registry's domain files, in registry order: one vocabulary (README "One vocabulary"). */
const byDomain = {
  system: systemEndpoints,
  auth: authEndpoints,
  register: registerEndpoints,
  account: accountEndpoints,
  preferences: preferencesEndpoints,
  member: { ...memberEndpoints, ...memberResponsibleEndpoints },
  chat: chatEndpoints,
  wallet: walletEndpoints,
  notices: noticesEndpoints,
  games: gamesEndpoints,
  launch: launchEndpoints,
  sports: sportsEndpoints,
  lottery: lotteryEndpoints,
  agent: agentEndpoints,
  promotions: promotionsEndpoints,
  points: pointsEndpoints,
};

/**
 * The endpoint registry: every call of spec 1 §7 and spec 2 §7 (plus the few that api-facts
 * adds), by name, one module per domain. The client calls by name; the mock serves each entry;
 * its request and response schemas are what a real backend is held to (see README.md, "The
 * contract").
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...registerEndpoints,
  ...accountEndpoints,
  ...preferencesEndpoints,
  ...memberEndpoints,
  ...memberResponsibleEndpoints,
  ...chatEndpoints,
  ...walletEndpoints,
  ...noticesEndpoints,
  ...gamesEndpoints,
  ...launchEndpoints,
  ...sportsEndpoints,
  ...lotteryEndpoints,
  ...agentEndpoints,
  ...promotionsEndpoints,
  ...pointsEndpoints,
} satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const endpointNames = Object.keys(endpoints) as EndpointName[];

export type EndpointDomain = keyof typeof byDomain;
/** The domains in registry order. */
export const endpointDomains = Object.keys(byDomain) as EndpointDomain[];
const domainByName = new Map<string, EndpointDomain>(
  endpointDomains.flatMap((domain) => Object.keys(byDomain[domain]).map((name) => [name, domain])),
);
/** The domain file that defines an entry (src/api/contract/<domain>.ts). */
export const domainOf = (name: EndpointName): EndpointDomain => domainByName.get(name)!;

import { authEndpoints } from './auth';
import { gamesEndpoints } from './games';
import { homeEndpoints } from './home';
import { lotteryEndpoints } from './lottery';
import { messagesEndpoints } from './messages';
import { pointsEndpoints } from './points';
import { systemEndpoints } from './system';
import { walletEndpoints } from './wallet';
import type { EndpointDef } from './define';

/**
 * The endpoint registry: every call of spec 1 §7 and spec 2 §7 (plus the few that api-facts
 * adds), by name. The client calls by name; the mock serves each entry; integrators validate a
 * real backend against it (`npm run contract:check`).
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...walletEndpoints,
  ...gamesEndpoints,
  ...lotteryEndpoints,
  ...homeEndpoints,
  ...pointsEndpoints,
  ...messagesEndpoints,
} satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export const endpointNames = Object.keys(endpoints) as EndpointName[];

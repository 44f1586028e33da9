import type { HttpHandler } from 'msw';
import { endpointNames, type EndpointName } from '../../src/api/contract/endpoints';
import type { MockDb } from '../db/state';
import { controlHandlers } from '../control';
import { endpointHandler, type Resolver, type Resolvers } from './define';
import { accountResolvers } from './account';
import { agentResolvers } from './agent';
import { agentTeamResolvers } from './agent-team';
import { authResolvers } from './auth';
import { chatResolvers } from './chat';
import { gamesResolvers } from './games';
import { launchResolvers } from './launch';
import { lotteryResolvers } from './lottery';
import { memberResolvers } from './member';
import { memberInboxResolvers } from './member-inbox';
import { memberMissionsResolvers } from './member-missions';
import { memberReferralResolvers } from './member-referral';
import { noticesResolvers } from './notices';
import { pointsResolvers } from './points';
import { preferencesResolvers } from './preferences';
import { promotionsResolvers } from './promotions';
import { rebateResolvers } from './promotions-rebate';
import { registerResolvers } from './register';
import { sportsResolvers } from './sports';
import { systemResolvers } from './system';
import { walletResolvers } from './wallet';

/** Every domain's resolvers, by endpoint name. */
export const resolvers: Resolvers = {
  ...systemResolvers,
  ...authResolvers,
  ...registerResolvers,
  ...accountResolvers,
  ...preferencesResolvers,
  ...memberResolvers,
  ...memberInboxResolvers,
  ...memberMissionsResolvers,
  ...memberReferralResolvers,
  ...chatResolvers,
  ...walletResolvers,
  ...noticesResolvers,
  ...gamesResolvers,
  ...launchResolvers,
  ...sportsResolvers,
  ...lotteryResolvers,
  ...agentResolvers,
  ...agentTeamResolvers,
  ...promotionsResolvers,
  ...rebateResolvers,
  ...pointsResolvers,
};

/** Registry entries that have no resolver (a unit test keeps this empty). */
export const unresolvedEndpoints = (): EndpointName[] => endpointNames.filter((n) => !resolvers[n]);

/**
 * The one handler list, served by the browser worker, by Vitest in node and by the standalone
 * HTTP server. `resetDb` is the host's reset (json-server persists it; memory re-seeds).
 */
export function createHandlers(db: MockDb, resetDb: () => void = () => db.reset()): HttpHandler[] {
  const api = endpointNames.flatMap((name) => {
    const resolver = resolvers[name] as Resolver<never> | undefined;
    return resolver ? [endpointHandler(name, resolver as never, db)] : [];
  });
  return [...controlHandlers(db, resetDb), ...api];
}

import type { HttpHandler } from 'msw';
import { endpointNames, type EndpointName } from '../../src/api/contract/endpoints';
import type { MockDb } from '../db/state';
import { controlHandlers } from '../control';
import { endpointHandler, type Resolver, type Resolvers } from './define';
import { accountResolvers } from './account';
import { authResolvers } from './auth';
import { registerResolvers } from './register';
import { gamesResolvers } from './games';
import { homeResolvers } from './home';
import { lotteryResolvers } from './lottery';
import { messagesResolvers } from './messages';
import { pointsResolvers } from './points';
import { systemResolvers } from './system';
import { walletResolvers } from './wallet';

/** Every domain's resolvers, by endpoint name. */
export const resolvers: Resolvers = {
  ...systemResolvers,
  ...authResolvers,
  ...registerResolvers,
  ...accountResolvers,
  ...walletResolvers,
  ...gamesResolvers,
  ...lotteryResolvers,
  ...homeResolvers,
  ...pointsResolvers,
  ...messagesResolvers,
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

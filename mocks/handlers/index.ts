import type { HttpHandler } from 'msw';
import { endpointNames, type EndpointName } from '../../src/api/contract/endpoints';
import type { MockDb } from '../db/state';
import { controlHandlers } from '../control';
import { endpointHandler, type Resolver, type Resolvers } from './define';
import { accountResolvers } from './account';
import { loginRecorders } from './account-security';
import { agentContractsResolvers } from './agent-contracts';
import { agentHomeResolvers } from './agent-home';
import { agentRegisterResolvers } from './agent-register';
import { agentReportsResolvers } from './agent-reports';
import { agentTeamResolvers } from './agent-team';
import { authResolvers } from './auth';
import { chatResolvers } from './chat';
import { gamesResolvers } from './games';
import { launchResolvers } from './launch';
import { lotteryResolvers } from './lottery';
import { memberResolvers } from './member';
import { memberFeedbackResolvers } from './member-feedback';
import { memberMessagesResolvers } from './member-messages';
import { memberMissionsResolvers } from './member-missions';
import { memberReferralResolvers } from './member-referral';
import { memberResponsibleResolvers } from './member-responsible';
import { noticesResolvers } from './notices';
import { pointsResolvers } from './points';
import { preferencesResolvers } from './preferences';
import { promotionsResolvers } from './promotions';
import { rebateResolvers } from './promotions-rebate';
import { registerResolvers } from './register';
import { sportsResolvers } from './sports';
import { systemResolvers } from './system';
import { walletResolvers } from './wallet';
import { walletDepositResolvers } from './wallet-deposit';
import { walletRecordsResolvers } from './wallet-records';
import { walletTransferResolvers } from './wallet-transfer';
import { walletWithdrawResolvers } from './wallet-withdraw';

/** Every domain's resolvers, by endpoint name (`<domain>-<sub>.ts`: src/features/<domain>/<sub>/). */
export const resolvers: Resolvers = {
  ...systemResolvers,
  ...authResolvers,
  ...registerResolvers,
  ...accountResolvers,
  ...preferencesResolvers,
  ...memberResolvers,
  ...memberMessagesResolvers,
  ...memberFeedbackResolvers,
  ...memberMissionsResolvers,
  ...memberReferralResolvers,
  ...memberResponsibleResolvers,
  ...chatResolvers,
  ...walletResolvers,
  ...walletTransferResolvers,
  ...walletDepositResolvers,
  ...walletWithdrawResolvers,
  ...walletRecordsResolvers,
  ...noticesResolvers,
  ...gamesResolvers,
  ...launchResolvers,
  ...sportsResolvers,
  ...lotteryResolvers,
  ...agentContractsResolvers,
  ...agentHomeResolvers,
  ...agentTeamResolvers,
  ...agentRegisterResolvers,
  ...agentReportsResolvers,
  ...promotionsResolvers,
  ...rebateResolvers,
  ...pointsResolvers,
  // Issue 30: the login resolvers again, recording sessions and logins (account-security.ts).
  ...loginRecorders,
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

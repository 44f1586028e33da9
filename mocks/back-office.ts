import { z } from 'zod';
import { CONTRACT_TYPES } from '../src/api/contract/agent';
import {
  AgentErrorCodes,
  ErrorCodes,
  ResponsibleErrorCodes,
  WalletErrorCodes,
} from '../src/api/contract/constants';
import { getFixtures } from '../fixtures';
import type { MockState } from './db/state';
import { MockFailure } from './handlers/define';
import { contractIdOf, memberContracts } from './handlers/agent-contracts';
import { agentRefusal } from './handlers/agent-team-model';
import { fromMinor, mainMinor, postMain, toMinor } from './handlers/ledger';
import { sendMail } from './handlers/member-messages';
import { isExcluded } from './handlers/member-responsible';
import { putRecord } from './handlers/records';

/**
 * The back office's actions on a member (the control API's
 * `POST /__mock/operator/members/<account>/<action>`, the scenario panel): an inbox message, a
 * balance adjustment booked on the ledger, a contract offered to an agent.
 */
export const MemberActions = {
  message: z
    .object({
      title: z.string().trim().min(1).max(100),
      /** Server HTML, as the inbox shows it (through the portal's sanitising policy). */
      content: z.string().trim().min(1).max(5000),
      /** A marketing message: never sent to a member on a time-out or self-excluded (409). */
      marketing: z.boolean().default(false),
    })
    .strict(),
  balance: z
    .object({
      /** Added to the main wallet (negative: taken off), two decimals at most. */
      amount: z.number().refine((n) => toMinor(n) !== 0 && Math.abs(n * 100 - toMinor(n)) < 1e-6, {
        message: 'a non-zero amount with at most two decimals',
      }),
      reason: z.string().trim().min(1).max(200).default('Balance adjustment by the operator'),
    })
    .strict(),
  contract: z
    .object({
      contractType: z.enum(CONTRACT_TYPES),
      /** Percent, like the agent's own offers to downlines. */
      rate: z.number().positive().max(100),
    })
    .strict(),
} as const;
export type MemberAction = keyof typeof MemberActions;

/** Who offers contracts to top agents in the back office (`offeredBy`). */
export const OPERATOR_NAME = 'operator';

type Outcome = { ok: true; value: unknown } | { ok: false; failure: MockFailure };
const refused = (failure: MockFailure): Outcome => ({ ok: false, failure });

/** Runs a back-office action on a member; the caller validated `body` with `MemberActions[action]`. */
export function memberAction(
  state: MockState,
  account: string,
  action: MemberAction,
  body: unknown,
): Outcome {
  const member = state.members.find((m) => m.account === account);
  if (!member) return refused(new MockFailure(ErrorCodes.notFound, `No member ${account}`, 404));
  if (action === 'message') {
    const { title, content, marketing } = MemberActions.message.parse(body);
    if (marketing && isExcluded(state, member))
      return refused(
        new MockFailure(
          ResponsibleErrorCodes.excludedAction,
          `${account} is on a time-out or self-excluded: no marketing messages`,
          409,
        ),
      );
    sendMail(state, member, 'NOTICE', null, { title, content });
    return { ok: true, value: { account, title } };
  }
  if (action === 'balance') {
    const { amount, reason } = MemberActions.balance.parse(body);
    const minor = toMinor(amount);
    if (mainMinor(member) + minor < 0)
      return refused(
        new MockFailure(
          WalletErrorCodes.insufficientBalance,
          `${account} holds ${member.balance}`,
          409,
        ),
      );
    postMain(state, member, minor > 0 ? 'BONUS' : 'TRANSFER_OUT', minor, { remark: reason });
    return { ok: true, value: { account, balance: fromMinor(mainMinor(member)) } };
  }
  const { contractType, rate } = MemberActions.contract.parse(body);
  const notAgent = agentRefusal(member);
  if (notAgent) return refused(new MockFailure(notAgent.errorCode, notAgent.message, 409));
  const current = memberContracts(state, getFixtures(), member).find(
    (c) => c.contractType === contractType,
  );
  if (current && (current.status === 'accepted' || current.status === 'terminating'))
    return refused(
      new MockFailure(
        AgentErrorCodes.contractState,
        `${account} already has an accepted ${contractType} contract`,
        409,
      ),
    );
  putRecord(state, 'contractOffer', member.id, contractType, { offeredBy: OPERATOR_NAME, rate });
  putRecord(state, 'contract', member.id, contractType, 'pending');
  return {
    ok: true,
    value: {
      contractId: contractIdOf(member.id, contractType),
      contractType,
      rate,
      status: 'pending',
    },
  };
}

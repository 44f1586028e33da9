/** Agent centre: contracts offered by the upline (dividend and salaries) and their flags (spec 2 §3, §4). */
import { AgentErrorCodes, ErrorCodes } from '../../src/api/contract/constants';
import type { ContractOffer, ContractType } from '../../src/api/contract/agent';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockDb, MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import { getRecord, putRecord } from './records';

export interface MemberContract extends ContractOffer {
  requirementsChanged: boolean;
}

export const contractIdOf = (memberId: number, type: ContractType) => `CT-${memberId}-${type}`;

export function memberContracts(
  state: MockState,
  fixtures: Fixtures,
  member: MockMember,
): MemberContract[] {
  const offers = fixtures.content.contractOffers[member.account] ?? [];
  return offers.map(({ requirementsChanged, ...o }) => ({
    ...o,
    contractId: contractIdOf(member.id, o.contractType),
    status:
      getRecord<ContractOffer['status']>(state, 'contract', member.id, o.contractType) ?? 'pending',
    requirementsChanged: requirementsChanged ?? false,
  }));
}

const trialRefused = () => fail(ErrorCodes.trialAccount, 'in_need_true_account');

interface ContractCtx {
  input: { contractId: string; action: 'accept' | 'reject' | 'terminate' };
  state: MockState;
  db: MockDb;
  fixtures: Fixtures;
  member: MockMember | null;
}

/** Accept, reject or terminate one of the member's contracts of the given type. */
function processContract(type: ContractType, { input, state, db, fixtures, member }: ContractCtx) {
  const m = member!;
  if (m.type === 4) return trialRefused();
  const contract = memberContracts(state, fixtures, m).find(
    (c) => c.contractType === type && c.contractId === input.contractId,
  );
  if (!contract) return fail(ErrorCodes.notFound, 'Contract not found');
  const transitions: Record<
    typeof input.action,
    [from: ContractOffer['status'][], to: ContractOffer['status']]
  > = {
    accept: [['pending', 'accepted'], 'accepted'],
    reject: [['pending', 'rejected'], 'rejected'],
    terminate: [['accepted', 'terminating'], 'terminating'],
  };
  const [allowed, next] = transitions[input.action];
  if (!allowed.includes(contract.status)) {
    const verb = { accept: 'accepted', reject: 'rejected', terminate: 'terminated' }[input.action];
    return fail(
      AgentErrorCodes.contractState,
      `The contract is ${contract.status} and cannot be ${verb}`,
    );
  }
  putRecord(state, 'contract', m.id, type, next);
  db.commit();
  return { contractId: contract.contractId, contractType: type, status: next };
}

export const agentResolvers = defineResolvers({
  consolidatedFunds: ({ state, fixtures, member }) => {
    const contracts = memberContracts(state, fixtures, member!);
    const pending = (type: ContractType) =>
      contracts.some((c) => c.contractType === type && c.status === 'pending');
    return {
      dailySalary: pending('dailySalary'),
      hourlySalary: pending('hourlySalary'),
      realTimeSalary: pending('realTimeSalary'),
      contractDividend: pending('dividend'),
      contractRequirements: contracts.some(
        (c) => c.requirementsChanged && c.status !== 'rejected' && c.status !== 'terminated',
      ),
      contracts: contracts.map(({ requirementsChanged: _r, ...c }) => c),
    };
  },
  processDividend: (ctx) => processContract('dividend', ctx),
  processDailySalary: (ctx) => processContract('dailySalary', ctx),
  processHourSalary: (ctx) => processContract('hourlySalary', ctx),
  processRealTimeSalary: (ctx) => processContract('realTimeSalary', ctx),
});

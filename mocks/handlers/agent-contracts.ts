/** Agent centre: contracts offered by the upline (dividend and salaries) and their flags (spec 2 §3, §4). */
import { AgentErrorCodes, ErrorCodes } from '../../src/api/contract/constants';
import { mockNow } from '../../fixtures/clock';
import {
  CONTRACT_TYPES,
  type ContractOffer,
  type ContractSettlement,
  type ContractType,
} from '../../src/api/contract/agent';
import { fromMinor, toMinor } from '../../src/lib/money';
import type { Fixtures } from '../../fixtures';
import type { MockMember } from '../../fixtures/members';
import type { MockDb, MockState } from '../db/state';
import { agentFeatureFlags } from './agent-features';
import { defineResolvers, fail } from './define';
import { getRecord, putRecord } from './records';

export interface MemberContract extends ContractOffer {
  requirementsChanged: boolean;
}

export const contractIdOf = (memberId: number, type: ContractType) => `CT-${memberId}-${type}`;

/** An offer an agent made to a direct downline through `offerContract` (kept per downline). */
interface MadeOffer {
  offeredBy: string;
  rate: number;
}

/** The member's direct downlines, in member order. */
export const directDownlines = (fixtures: Fixtures, member: MockMember) =>
  fixtures.members.filter((m) => m.upline === member.id);

/** The seeded offers made to this member by its upline (fixtures downlineContracts). */
function seededDownlineOffers(fixtures: Fixtures, member: MockMember) {
  const upline = fixtures.members.find((m) => m.id === member.upline);
  if (!upline) return [];
  const index = directDownlines(fixtures, upline).findIndex((m) => m.id === member.id);
  return fixtures.content.downlineContracts.filter(
    (d) => d.upline === upline.account && d.downlineIndex === index,
  );
}

/**
 * The member's contracts by type: the fixture offers, the seeded offers from its upline, and the
 * offers its upline made since (each replaces the one before), with their answered state.
 */
export function memberContracts(
  state: MockState,
  fixtures: Fixtures,
  member: MockMember,
): MemberContract[] {
  const byType = new Map<ContractType, MemberContract>();
  for (const { requirementsChanged, status, ...o } of fixtures.content.contractOffers[
    member.account
  ] ?? []) {
    byType.set(o.contractType, {
      ...o,
      contractId: '',
      status: status ?? 'pending',
      requirementsChanged: requirementsChanged ?? false,
    });
  }
  for (const seed of seededDownlineOffers(fixtures, member)) {
    byType.set(
      seed.contractType,
      downlineOffer(seed.contractType, seed.upline, seed.rate, seed.status),
    );
  }
  for (const type of CONTRACT_TYPES) {
    const made = getRecord<MadeOffer>(state, 'contractOffer', member.id, type);
    if (made) byType.set(type, downlineOffer(type, made.offeredBy, made.rate, 'pending'));
  }
  return [...byType.values()].map((o) => ({
    ...o,
    contractId: contractIdOf(member.id, o.contractType),
    status:
      getRecord<ContractOffer['status']>(state, 'contract', member.id, o.contractType) ?? o.status,
  }));
}

const PERIOD_OF: Record<ContractType, ContractOffer['period']> = {
  dividend: 'semimonthly',
  dailySalary: 'daily',
  hourlySalary: 'hourly',
  realTimeSalary: 'realtime',
};

const downlineOffer = (
  contractType: ContractType,
  offeredBy: string,
  rate: number,
  status: ContractOffer['status'],
): MemberContract => ({
  contractId: '',
  contractType,
  offeredBy,
  rate,
  status,
  activeMembers: 0,
  periodValidBet: 0,
  periodProfitLoss: null,
  betAmount: null,
  period: PERIOD_OF[contractType],
  requirementsChanged: false,
});

/** A contract still binding (or still to be answered): what a lower upline rate ends. */
const isLive = (status: ContractOffer['status']) =>
  status === 'pending' || status === 'accepted' || status === 'terminating';

/**
 * The member's direct downlines whose live contract of this type (offered by the member) has a
 * rate above `rate`: accepting a contract at `rate` ends theirs (spec 2 §4).
 */
function downlinesAbove(
  state: MockState,
  fixtures: Fixtures,
  member: MockMember,
  type: ContractType,
  rate: number,
) {
  return directDownlines(fixtures, member).filter((d) =>
    memberContracts(state, fixtures, d).some(
      (c) =>
        c.contractType === type &&
        c.offeredBy === member.account &&
        isLive(c.status) &&
        toMinor(c.rate) > toMinor(rate),
    ),
  );
}

interface ContractCtx {
  input: { contractId: string; action: 'accept' | 'reject' | 'terminate' };
  state: MockState;
  db: MockDb;
  fixtures: Fixtures;
  member: MockMember | null;
}

/**
 * Accept, reject or terminate one of the member's contracts of the given type. Accepting ends the
 * live contracts of direct downlines offered a higher rate (spec 2 §4), named in the answer.
 */
function processContract(type: ContractType, { input, state, db, fixtures, member }: ContractCtx) {
  const m = member!;
  const contract = memberContracts(state, fixtures, m).find(
    (c) => c.contractType === type && c.contractId === input.contractId,
  );
  if (!contract) return fail(ErrorCodes.notFound, 'Contract not found');
  const transitions: Record<
    typeof input.action,
    [from: ContractOffer['status'][], to: ContractOffer['status']]
  > = {
    accept: [['pending'], 'accepted'],
    reject: [['pending'], 'rejected'],
    terminate: [['accepted'], 'terminating'],
  };
  const [allowed, next] = transitions[input.action];
  if (!allowed.includes(contract.status)) {
    const verb = { accept: 'accepted', reject: 'rejected', terminate: 'terminated' }[input.action];
    return fail(
      AgentErrorCodes.contractState,
      `The contract is ${contract.status} and cannot be ${verb}`,
    );
  }
  const ended =
    input.action === 'accept' ? downlinesAbove(state, fixtures, m, type, contract.rate) : [];
  for (const d of ended) putRecord(state, 'contract', d.id, type, 'terminated');
  putRecord(state, 'contract', m.id, type, next);
  db.commit();
  return {
    contractId: contract.contractId,
    contractType: type,
    status: next,
    endedDownlines: ended.map((d) => d.account),
  };
}

const SETTLEMENT_ROWS = 8;
const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** The length of one settlement period of each contract type. */
export const STEP: Record<ContractType, number> = {
  dividend: 15 * DAY,
  dailySalary: DAY,
  hourlySalary: HOUR,
  realTimeSalary: FIVE_MINUTES,
};

const pad = (n: number) => String(n).padStart(2, '0');
function periodLabel(type: ContractType, start: number) {
  const d = new Date(start);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return type === 'dividend' || type === 'dailySalary'
    ? day
    : `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A small deterministic number from a text (the same settlements on every call). */
function seedOf(text: string) {
  let h = 7;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  return h;
}

/**
 * The settled periods of an accepted (or ending) contract, newest first: valid bet x rate, exact
 * to the cent. Daily salary for the previous day is paid on alternate days (spec 2 §9): a day
 * whose pay day has not come yet shows no payment time.
 */
export function settlementsOf(contract: MemberContract, now: number): ContractSettlement[] {
  if (contract.status !== 'accepted' && contract.status !== 'terminating') return [];
  const step = STEP[contract.contractType];
  const current = Math.floor(now / step) * step;
  return Array.from({ length: SETTLEMENT_ROWS }, (_, i) => {
    const start = current - (i + 1) * step;
    const seed = seedOf(`${contract.contractId}:${start}`);
    const validBet = fromMinor(
      100_000 + (seed % 900_000) * (contract.contractType === 'dividend' ? 10 : 1),
    );
    const activeMembers = 1 + (seed % 12);
    const amountPaid = fromMinor(Math.round((toMinor(validBet) * toMinor(contract.rate)) / 10_000));
    const daily = contract.contractType === 'dailySalary';
    const end = start + step;
    // Daily salary waits for the next pay day (every other day from the epoch, in UTC).
    const payDay = daily && (end / DAY) % 2 !== 0 ? end + DAY : end;
    return {
      period: periodLabel(contract.contractType, start),
      validBet,
      profitLoss:
        contract.contractType === 'dividend' ? fromMinor(-((seed * 37) % 5_000_000)) : null,
      betAmount: contract.contractType === 'dividend' ? null : validBet,
      activeMembers,
      amountPaid,
      paidAt: payDay <= now ? payDay : null,
    };
  });
}

const ownContract = (
  state: MockState,
  fixtures: Fixtures,
  member: MockMember,
  type: ContractType,
) => memberContracts(state, fixtures, member).find((c) => c.contractType === type) ?? null;

export const agentContractsResolvers = defineResolvers({
  // The four flags: the agent centre's features (agent-features.ts); pending contracts: `contracts`.
  consolidatedFunds: ({ state, fixtures, member, scenario }) => {
    const contracts = memberContracts(state, fixtures, member!);
    return {
      ...agentFeatureFlags(scenario, member!),
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
  agentContracts: ({ input, state, fixtures, member }) => {
    const m = member!;
    const type = input.contractType;
    const own = ownContract(state, fixtures, m, type);
    const now = mockNow();
    return {
      contractType: type,
      contract: own && (({ requirementsChanged: _r, ...c }) => c)(own),
      endsDownlines:
        own?.status === 'pending'
          ? downlinesAbove(state, fixtures, m, type, own.rate).map((d) => d.account)
          : [],
      settlements: own ? settlementsOf(own, now) : [],
      downlines: directDownlines(fixtures, m).map((d) => {
        const c = memberContracts(state, fixtures, d).find(
          (o) => o.contractType === type && o.offeredBy === m.account,
        );
        return {
          account: d.account,
          contract: c
            ? { contractId: c.contractId, contractType: type, status: c.status, rate: c.rate }
            : null,
        };
      }),
      nextSettlementAt:
        type === 'realTimeSalary'
          ? Math.floor(now / FIVE_MINUTES) * FIVE_MINUTES + FIVE_MINUTES
          : null,
    };
  },
  offerContract: ({ input, state, db, fixtures, member }) => {
    const m = member!;
    const own = ownContract(state, fixtures, m, input.contractType);
    if (!own || own.status !== 'accepted')
      return fail(AgentErrorCodes.noOwnContract, 'You have no accepted contract of this type');
    const downline = directDownlines(fixtures, m).find((d) => d.account === input.downline);
    if (!downline)
      return fail(AgentErrorCodes.notDownline, `${input.downline} is not your direct downline`);
    if (toMinor(input.rate) > toMinor(own.rate))
      return fail(AgentErrorCodes.rateAboveOwn, `The rate may not be above your own ${own.rate}%`);
    const theirs = memberContracts(state, fixtures, downline).find(
      (c) => c.contractType === input.contractType && c.offeredBy === m.account,
    );
    if (theirs && (theirs.status === 'accepted' || theirs.status === 'terminating'))
      return fail(
        AgentErrorCodes.contractState,
        `${downline.account} already has an accepted contract of this type`,
      );
    putRecord<MadeOffer>(state, 'contractOffer', downline.id, input.contractType, {
      offeredBy: m.account,
      rate: input.rate,
    });
    putRecord(state, 'contract', downline.id, input.contractType, 'pending');
    db.commit();
    return {
      contractId: contractIdOf(downline.id, input.contractType),
      contractType: input.contractType,
      status: 'pending' as const,
      rate: input.rate,
    };
  },
});

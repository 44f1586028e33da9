/** Agent centre: contracts offered by the upline (dividend and salaries) and their flags (spec 2 §3, §4, §7). */

import { z } from 'zod';
import { endpoint, NoParams, relay } from './define';

export const CONTRACT_TYPES = [
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
] as const;

export type ContractType = (typeof CONTRACT_TYPES)[number];

export const CONTRACT_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'terminating',
  'terminated',
] as const;

/** A contract offered by the upline (spec 2 §3 Contract, §4). */
export const ContractOffer = z
  .object({
    contractId: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    status: z.enum(CONTRACT_STATUSES),
    offeredBy: z.string().nullish(),
    /** Percentage (dividend, salary) of the period basis. */
    rate: z.number(),
    activeMembers: z.number().int().nonnegative(),
    periodValidBet: z.number(),
    periodProfitLoss: z.number().nullish(),
    /** Bet amount per day (daily) or hour (hourly and real-time). */
    betAmount: z.number().nullish(),
    period: z.enum(['daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'realtime']),
  })
  .loose();
export type ContractOffer = z.infer<typeof ContractOffer>;

export const ConsolidatedFundsValue = z
  .object({
    /** A daily salary contract waits for the member's answer. */
    dailySalary: z.boolean(),
    hourlySalary: z.boolean(),
    realTimeSalary: z.boolean(),
    contractDividend: z.boolean(),
    /** Contract requirements changed and need to be acknowledged. */
    contractRequirements: z.boolean(),
    contracts: z.array(ContractOffer).default([]),
  })
  .loose();
export type ConsolidatedFundsValue = z.infer<typeof ConsolidatedFundsValue>;

export const ContractAction = z.enum(['accept', 'reject', 'terminate']);

export const ContractActionRequest = z.object({
  contractId: z.string().min(1),
  action: ContractAction,
});

export const ContractActionValue = z
  .object({
    contractId: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    status: z.enum(CONTRACT_STATUSES),
  })
  .loose();

/** What accepting answers beyond the new state: the downlines whose contracts it ended (spec 2 §4). */
export const ContractAnswerValue = ContractActionValue.extend({
  endedDownlines: z.array(z.string()).default([]),
});

/** One settled (or to be paid) period of a contract (spec 2 §3 Contract, §9). */
export const ContractSettlement = z
  .object({
    /** The period's label: a day (2026-11-23), an hour or a 5-minute slot (2026-11-23 14:05). */
    period: z.string(),
    validBet: z.number(),
    profitLoss: z.number().nullish(),
    /** Bet amount of the day (daily) or hour (hourly, real-time). */
    betAmount: z.number().nullish(),
    activeMembers: z.number().int().nonnegative(),
    amountPaid: z.number(),
    /** When it was paid (epoch ms); null: not paid yet (daily salary waits for its pay day). */
    paidAt: z.number().nullish(),
  })
  .loose();
export type ContractSettlement = z.infer<typeof ContractSettlement>;

/** A contract the agent offered to a direct downline, and the downline's answer (its status). */
export const DownlineContract = z
  .object({
    contractId: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    status: z.enum(CONTRACT_STATUSES),
    rate: z.number(),
  })
  .loose();
export type DownlineContract = z.infer<typeof DownlineContract>;

export const AgentContractsRequest = z.object({ contractType: z.enum(CONTRACT_TYPES) });

export const AgentContractsValue = z
  .object({
    contractType: z.enum(CONTRACT_TYPES),
    /** The contract offered by the agent's upline (null: none offered). */
    contract: ContractOffer.nullable(),
    /** Direct downlines whose contracts accepting the pending one would end (rate above it). */
    endsDownlines: z.array(z.string()).default([]),
    settlements: z.array(ContractSettlement).default([]),
    /** The direct downlines and the contract of this type the agent offered each (null: none). */
    downlines: z
      .array(z.object({ account: z.string(), contract: DownlineContract.nullable() }).loose())
      .default([]),
    /** The next settlement (epoch ms): every 5 minutes for real-time salary; null otherwise. */
    nextSettlementAt: z.number().nullish(),
  })
  .loose();
export type AgentContractsValue = z.infer<typeof AgentContractsValue>;

export const OfferContractRequest = z.object({
  contractType: z.enum(CONTRACT_TYPES),
  downline: z.string().min(1),
  rate: z.number().positive(),
});

const contractEndpoint = (
  name: string,
  module: string,
  sampleContractId: string,
  summary: string,
) =>
  endpoint({
    method: 'POST',
    path: relay(name),
    module,
    token: true,
    writes: true,
    request: ContractActionRequest,
    response: ContractAnswerValue,
    sample: { contractId: sampleContractId, action: 'accept' },
    spec: ['spec2-3', 'spec2-4', 'spec2-7'],
    inferred:
      'payload and answer not shown (and the method, for dividend and daily salary): contract id and accept / reject / terminate',
    summary,
  });

export const agentEndpoints = {
  consolidatedFunds: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    module: 'COMM3',
    token: true,
    request: NoParams,
    response: ConsolidatedFundsValue,
    sample: {},
    spec: ['spec2-3', 'spec2-7'],
    inferred: 'method not shown; the contract list beside the flags is assumed',
    summary: 'Consolidated info: pending salary / dividend contract flags',
  }),
  processDividend: contractEndpoint(
    'MCS2_processDividendReq',
    'SIGNCONDIV3',
    'CT-1001-dividend',
    'Answer a dividend contract',
  ),
  processDailySalary: contractEndpoint(
    'MCS2_processDailySalContract',
    'DAILYSALCONT3',
    'CT-1001-dailySalary',
    'Answer a daily salary contract',
  ),
  processHourSalary: contractEndpoint(
    'MCS2_processContractHourSalary',
    'HOURSAL3',
    'CT-1001-hourlySalary',
    'Answer an hourly salary contract',
  ),
  processRealTimeSalary: contractEndpoint(
    'MCSFE_processRealTimeSalaryContract',
    'RTSALARY3',
    'CT-1001-realTimeSalary',
    'Answer a real-time salary contract',
  ),
  agentContracts: endpoint({
    method: 'GET',
    path: relay('MCS2_agentContractDetails'),
    module: 'SIGNCONDIV3',
    token: true,
    request: AgentContractsRequest,
    response: AgentContractsValue,
    sample: { contractType: 'dailySalary' },
    spec: ['spec2-3', 'spec2-4', 'spec2-9'],
    inferred:
      'not shown: the agent centre contract pages need the upline contract, its settlements and the offers to downlines',
    summary: "The agent's contract of a type, its settlements and its offers to downlines",
  }),
  offerContract: endpoint({
    method: 'POST',
    path: relay('MCS2_offerDownlineContract'),
    module: 'SIGNCONDIV3',
    token: true,
    writes: true,
    request: OfferContractRequest,
    response: DownlineContract,
    sample: { contractType: 'dividend', downline: 'garettsaw2', rate: 10 },
    spec: ['spec2-4', 'spec2-6'],
    inferred:
      'not shown ("sign contracts"): offer a contract to a direct downline, rate not above the own one',
    summary: 'Offer a contract to a direct downline',
  }),
} as const;

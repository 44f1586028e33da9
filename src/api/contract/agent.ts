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
    response: ContractActionValue,
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
} as const;

/** Agent centre: contracts offered by the upline (dividend and salaries) and their flags (spec 2 §3, §4, §7). */

import { z } from 'zod';
import { endpoint, NoParams, paged, REAL_ACCOUNT_ONLY, relay, Timestamp } from './define';
import { PERIODS, RECORD_STATUSES } from './constants';
import { RegisterPayload } from './register';
import { Amount, BetRecord, BetTotals, Money, ProfitRow, ProfitTotals } from './wallet';

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
    /**
     * The agent centre's features (spec 2 §2, §6): the daily, hourly and real-time salary and the
     * dividend entries show only while their flag is on. inferred: the flags' meaning is not shown;
     * whether a contract waits for the member's answer is told by `contracts` (status pending).
     */
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
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    request: ContractActionRequest,
    response: ContractAnswerValue,
    sample: { contractId: sampleContractId, action: 'accept' },
    spec: ['spec2-3', 'spec2-4', 'spec2-7'],
    inferred:
      'payload and answer not shown (and the method, for dividend and daily salary): contract id and accept / reject / terminate',
    summary,
  });

// ---------------------------------------------------------------------------------------------
// Team and reports (spec 2 §2 agent centre, §9): team overview, team management, registration
// centre, transfer to a downline, team betting, user profit and loss, my income, transaction
// details. The spec names the pages only: every call below is inferred (relay naming). Amounts
// are Money (two decimals, exact); dates yyyy-MM-dd or yyyy-MM-dd HH:mm:ss, UTC, inclusive.

const TeamDate = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/);

const TeamPaged = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

const TeamRange = z.object({ startDate: TeamDate.optional(), endDate: TeamDate.optional() });

/** Account search (part of the account, any case) and the team's date range. */
const TeamReportQuery = TeamPaged.extend(TeamRange.shape).extend({
  account: z.string().trim().max(30).optional(),
});

/** A downline's level: 1 = direct; 'direct', 'indirect' (2 and deeper) or 'all' filter. */
export const DOWNLINE_LEVELS = ['all', 'direct', 'indirect'] as const;
export const DOWNLINE_SORTS = [
  'registeredDesc',
  'registeredAsc',
  'balanceDesc',
  'balanceAsc',
  'lastLoginDesc',
  'account',
] as const;

export const TeamOverviewValue = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    /** Every account below the agent, at any depth. */
    teamSize: z.number().int().nonnegative(),
    directCount: z.number().int().nonnegative(),
    /** Members with at least one bet in the period. */
    activeMembers: z.number().int().nonnegative(),
    /** Members registered in the period. */
    newMembers: z.number().int().nonnegative(),
    deposits: Money,
    withdrawals: Money,
    betAmount: Money,
    validBet: Money,
    /** The members' profit: payout + bonus + rebate - bet (negative: the team lost). */
    profit: Money,
  })
  .loose();
export type TeamOverviewValue = z.infer<typeof TeamOverviewValue>;

/** The contract terms a downline holds (rates in percent), or null without contract. */
export const DownlineContractSummary = z
  .object({
    dividendRate: z.number().nullish(),
    dailySalaryRate: z.number().nullish(),
    hourlySalaryRate: z.number().nullish(),
    realTimeSalaryRate: z.number().nullish(),
  })
  .loose();

export const Downline = z
  .object({
    account: z.string(),
    /** 1 = a direct downline, 2 = a downline of a direct one, ... */
    level: z.number().int().min(1),
    uplineAccount: z.string(),
    registeredAt: Timestamp,
    balance: Money,
    lastLoginAt: Timestamp.nullish(),
    /** Account type (0 member; 1, 2, 41, 42 agents). */
    isAgent: z.number().int(),
    /** Accounts below this one (sub-agents only). */
    teamSize: z.number().int().nonnegative(),
    contract: DownlineContractSummary.nullish(),
    /**
     * The uplines from the agent down to this account's own upline (inferred, like the call): a
     * direct downline has [agent], a level-3 one [agent, level 1, level 2]. Search results show it.
     */
    uplinePath: z.array(z.string()).optional(),
  })
  .loose();
export type Downline = z.infer<typeof Downline>;

export const DownlinesRequest = TeamPaged.extend(TeamRange.shape).extend({
  account: z.string().trim().max(30).optional(),
  level: z.enum(DOWNLINE_LEVELS).default('all'),
  /** An exact depth (1 = direct); wins over `level`. */
  depth: z.coerce.number().int().min(1).max(20).optional(),
  /**
   * Only the direct downlines of this account (any case): the agent's own account or a sub-agent
   * of its team, for the team tree's branches; an account outside the team gives none (inferred).
   */
  upline: z.string().trim().max(30).optional(),
  sort: z.enum(DOWNLINE_SORTS).default('registeredDesc'),
});

export const DownlinesValue = paged(Downline);

/** Registration by the agent: the register call's fields and rules (spec 1 §5). */
export const DownlineRegisterRequest = RegisterPayload.pick({
  username: true,
  password: true,
  confirmPassword: true,
  payeeName: true,
  email: true,
  mobileNum: true,
  countryDialingCode: true,
  paymentPassword: true,
});

export const DownlineRegisterValue = z
  .object({
    customerId: z.union([z.string(), z.number()]),
    account: z.string(),
    uplineAccount: z.string(),
    registeredAt: Timestamp,
  })
  .loose();

export const RegisteredDownline = z
  .object({ account: z.string(), registeredAt: Timestamp, balance: Money })
  .loose();

export const AgentInviteValue = z
  .object({
    inviteCode: z.string(),
    inviteUrl: z.string(),
    directCount: z.number().int().nonnegative(),
    registeredCount: z.number().int().nonnegative(),
  })
  .loose();

export const DownlineTransferRequest = z.object({
  account: z.string().trim().min(1),
  amount: Amount,
  /** Payment (transaction) password. */
  password: z.string().min(1),
  remark: z.string().max(100).optional(),
});

export const DownlineTransferValue = z
  .object({ orderNo: z.string(), account: z.string(), amount: Money, balance: Money })
  .loose();

/** A team member's bet: the bet row of the member's own betting record, and the account. */
export const TeamBet = BetRecord.extend({ account: z.string() });

export const TeamBettingValue = paged(TeamBet).extend({ totals: BetTotals });

export const TeamProfitRow = ProfitRow.extend({ account: z.string() });

export const TeamProfitLossValue = paged(TeamProfitRow).extend({ totals: ProfitTotals });

export const AGENT_INCOME_TYPES = [
  'DIVIDEND',
  'DAILY_SALARY',
  'HOURLY_SALARY',
  'REALTIME_SALARY',
] as const;

export const AgentIncomeRow = z
  .object({
    periodStart: Timestamp,
    periodEnd: Timestamp,
    incomeType: z.enum(AGENT_INCOME_TYPES),
    /** The team's valid bet (salaries) or its loss (dividend) the income is paid on. */
    basis: Money,
    activeMembers: z.number().int().nonnegative(),
    /** Percent. */
    rate: z.number(),
    amount: Money,
  })
  .loose();

export const AgentIncomeValue = paged(AgentIncomeRow).extend({
  totals: z.object({ amount: Money }).loose(),
});

export const TeamTransaction = z
  .object({
    id: z.string(),
    account: z.string(),
    transType: z.string(),
    amount: Money,
    createdAt: Timestamp,
    status: z.enum(RECORD_STATUSES),
    remark: z.string().nullish(),
  })
  .loose();

export const TeamTransactionsValue = paged(TeamTransaction).extend({
  totals: z.object({ credit: Money, debit: Money }).loose(),
});

const teamRead = <Req extends z.ZodType, Res extends z.ZodType>(
  name: string,
  request: Req,
  response: Res,
  sample: z.input<Req>,
  inferred: string,
  summary: string,
) =>
  endpoint({
    method: 'GET',
    path: relay(name),
    module: 'AFFMAN3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    request,
    response,
    sample,
    spec: ['spec2-2', 'spec2-9'],
    inferred,
    summary,
  });

/** The team calls (spread into agentEndpoints). */
const teamEndpoints = {
  teamOverview: teamRead(
    'MCSFE_getTeamOverview',
    TeamRange,
    TeamOverviewValue,
    {},
    'team overview call not shown: team size, active and new members, money of the period (default: the last 7 days)',
    'Team overview of a period',
  ),
  downlines: teamRead(
    'MCSFE_getDownlineList',
    DownlinesRequest,
    DownlinesValue,
    { pageNo: 1, pageSize: 10 },
    "team management call not shown: paged downlines, account search, level or depth, one upline's direct downlines (the tree), date range, sort; each with its upline path",
    'Team management: the downlines',
  ),
  downlineRegister: endpoint({
    method: 'PUT',
    path: '/wps/agent/downline/register',
    module: 'AFFMAN3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    request: DownlineRegisterRequest,
    response: DownlineRegisterValue,
    sample: { username: 'downline01', password: 'abc12345', confirmPassword: 'abc12345' },
    spec: ['spec1-5', 'spec2-2'],
    inferred:
      'registration centre call not shown: the register fields and rules; the account becomes a direct downline, no session',
    summary: 'Register a direct downline',
  }),
  registeredDownlines: teamRead(
    'MCSFE_getRegisteredDownlines',
    TeamPaged,
    paged(RegisteredDownline),
    { pageNo: 1, pageSize: 10 },
    'registration centre list not shown: the accounts the agent registered, newest first',
    'Accounts the agent registered',
  ),
  agentInvite: teamRead(
    'MCSFE_getAgentInvite',
    NoParams,
    AgentInviteValue,
    {},
    "invitation call not shown: the agent's affiliate code and registration link",
    "The agent's invitation code and link",
  ),
  downlineTransfer: endpoint({
    method: 'POST',
    path: relay('PAYFE_transferToDownline'),
    module: 'AFFMAN3',
    token: true,
    refusesTrial: REAL_ACCOUNT_ONLY,
    writes: true,
    request: DownlineTransferRequest,
    response: DownlineTransferValue,
    sample: { account: 'jeremysch0', amount: 10, password: 'pay1234' },
    spec: ['spec1-9', 'spec2-2'],
    inferred:
      'transfer to a downline not shown: account, amount and payment password (password-checked like withdraw)',
    summary: "Transfer from the agent's main wallet to a downline",
  }),
  teamBetting: teamRead(
    'ODSFE2_getTeamBetHistory',
    TeamReportQuery.extend({ gameType: z.string().optional() }),
    TeamBettingValue,
    { pageNo: 1, pageSize: 10 },
    "team betting call not shown: the members' bets, paged, totals of all rows matched",
    'Team betting (personalHistoryCopy)',
  ),
  teamProfitLoss: teamRead(
    'ODSFE2_getTeamProfit',
    TeamReportQuery.extend({
      period: z.enum(PERIODS).default('DAILY'),
      gameType: z.string().optional(),
    }),
    TeamProfitLossValue,
    { pageNo: 1, pageSize: 10, period: 'DAILY' },
    'user profit and loss call not shown: one row per member and period, totals of all rows',
    'User profit and loss (palStatementsAgentCopy)',
  ),
  agentIncome: teamRead(
    'MCSFE_getAgentRevenue',
    TeamPaged.extend(TeamRange.shape).extend({
      period: z.enum(PERIODS).default('DAILY'),
      incomeType: z.enum(AGENT_INCOME_TYPES).optional(),
    }),
    AgentIncomeValue,
    { pageNo: 1, pageSize: 10, period: 'DAILY' },
    "income call not shown: dividend and salaries per period at the contract's rate",
    'My income (agentRevenueReport)',
  ),
  teamTransactions: teamRead(
    'MCSFE_getDownlineTransactions',
    TeamReportQuery.extend({ transType: z.string().optional() }),
    TeamTransactionsValue,
    { pageNo: 1, pageSize: 10 },
    "transaction details call not shown: the members' account-record rows, credit and debit totals",
    'Transaction details (agentDownlineTransactionDetailsCopy)',
  ),
} as const;

export const agentEndpoints = {
  ...teamEndpoints,
  consolidatedFunds: endpoint({
    method: 'GET',
    path: '/wps/member/info/funds/consolidated',
    module: 'COMM3',
    token: true,
    request: NoParams,
    response: ConsolidatedFundsValue,
    sample: {},
    spec: ['spec2-3', 'spec2-7'],
    inferred:
      'method not shown; the four flags as feature switches and the contract list beside them are assumed',
    summary: 'Consolidated info: salary / dividend feature flags and the contracts',
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
    refusesTrial: REAL_ACCOUNT_ONLY,
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

import type { ContractType } from '@/api/contract/agent';
import { defineCentre } from './centre';
import { DEFAULT_AGENT_PAGE, agentCentreAddressOf } from './agent-centre-address';

/** The agent centre's pages (spec 2 §2 agent centre). */

/**
 * The consolidated info flag (consolidatedFunds, spec 2 §3) an entry needs: the entry shows only
 * while the flag says the feature is on for this agent (spec 2 §6 "menu items depend on feature
 * flags"). Pending contracts are told by the answer's `contracts` list, not by these flags.
 */
export type AgentFeatureFlag =
  | 'contractDividend'
  | 'dailySalary'
  | 'hourlySalary'
  | 'realTimeSalary';

/** The left menu, in the spec's order: label key, page key and the flag the entry needs. */
export const AGENT_CENTRE_ENTRIES = [
  { label: 'announcement', page: 'agentAnnouncement' },
  { label: 'teamOverview', page: 'agentTeamOverview' },
  { label: 'registerCenter', page: 'registerCenter' },
  { label: 'teamManagement', page: 'downlineManagmentView' },
  { label: 'teamBetting', page: 'personalHistoryCopy' },
  { label: 'profitLoss', page: 'palStatementsAgentCopy' },
  { label: 'myIncome', page: 'agentRevenueReport' },
  { label: 'transactionDetails', page: 'agentDownlineTransactionDetailsCopy' },
  {
    label: 'dividend',
    page: 'agentDividendRecordCopy2',
    flag: 'contractDividend',
    contract: 'dividend',
  },
  { label: 'dailySalary', page: 'agentDailyWages2', flag: 'dailySalary', contract: 'dailySalary' },
  {
    label: 'hourlySalary',
    page: 'agentHourSalary',
    flag: 'hourlySalary',
    contract: 'hourlySalary',
  },
  {
    label: 'realTimeSalary',
    page: 'agentRealtimeSalary',
    flag: 'realTimeSalary',
    contract: 'realTimeSalary',
  },
] as const satisfies readonly {
  label: string;
  page: string;
  flag?: AgentFeatureFlag;
  /** The contract type the page shows (its entry tells when one waits for the agent's answer). */
  contract?: ContractType;
}[];

export type AgentCentreEntry = (typeof AGENT_CENTRE_ENTRIES)[number];
export type AgentCentrePage = AgentCentreEntry['page'];

export const agentCentre = defineCentre<AgentCentrePage, AgentCentreEntry>(agentCentreAddressOf, {
  entries: AGENT_CENTRE_ENTRIES,
  defaultPage: DEFAULT_AGENT_PAGE,
});

/** The page of a contract type's entry. */
export const agentContractPage = (contract: ContractType): AgentCentrePage =>
  AGENT_CENTRE_ENTRIES.find((e) => 'contract' in e && e.contract === contract)!.page;

/** The entries shown with these flags (an entry without a flag always shows). */
export const visibleAgentEntries = (
  flags: Partial<Record<AgentFeatureFlag, boolean>>,
): AgentCentreEntry[] => agentCentre.visibleEntries(flags);

export {
  AGENT_CENTRE_PARAM,
  agentCentreAddress,
  withAgentCentrePage,
} from './agent-centre-address';

import {
  AGENT_CENTRE_PARAM,
  DEFAULT_AGENT_PAGE,
  agentCentreAddress,
  withAgentCentrePage,
} from './agent-centre-address';
import type { ContractType } from '@/api/contract/agent';

/**
 * The agent centre's pages (spec 2 §2 agent centre) and its address: the panel opens over the
 * current route as `?agent=<page>`, so every page has a deep link, the back button walks the pages
 * the agent opened, and a reload keeps the page.
 */

/**
 * The consolidated info flag (consolidatedFunds, spec 2 §3) an entry needs: the entry shows only
 * while the flag says the feature is on for this agent (spec 2 §6 "menu items depend on feature
 * flags"). Pending contracts are told by the answer's `contracts` list, not by these flags.
 */
export type AgentFeatureFlag =
  'contractDividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';

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

export const AGENT_CENTRE_PAGES: readonly AgentCentrePage[] = AGENT_CENTRE_ENTRIES.map(
  (e) => e.page,
);

export const DEFAULT_AGENT_CENTRE_PAGE: AgentCentrePage = DEFAULT_AGENT_PAGE;

export const isAgentCentrePage = (value: string | null): value is AgentCentrePage =>
  value !== null && (AGENT_CENTRE_PAGES as readonly string[]).includes(value);

/** The flag a page needs, if any. */
export const agentPageFlag = (page: AgentCentrePage): AgentFeatureFlag | undefined =>
  (AGENT_CENTRE_ENTRIES as readonly { page: string; flag?: AgentFeatureFlag }[]).find(
    (e) => e.page === page,
  )?.flag;

/** The page of a contract type's entry. */
export const agentContractPage = (contract: ContractType): AgentCentrePage =>
  AGENT_CENTRE_ENTRIES.find((e) => 'contract' in e && e.contract === contract)!.page;

/** The entries shown with these flags (an entry without a flag always shows). */
export function visibleAgentEntries(
  flags: Partial<Record<AgentFeatureFlag, boolean>>,
): AgentCentreEntry[] {
  return AGENT_CENTRE_ENTRIES.filter((e) => {
    const flag = agentPageFlag(e.page);
    return flag === undefined || flags[flag] === true;
  });
}

/** The page a search string asks for (an unknown page: the default page), or null: panel closed. */
export function agentCentrePageOf(search: string): AgentCentrePage | null {
  const value = new URLSearchParams(search).get(AGENT_CENTRE_PARAM);
  if (value === null) return null;
  return isAgentCentrePage(value) ? value : DEFAULT_AGENT_CENTRE_PAGE;
}

export { AGENT_CENTRE_PARAM, agentCentreAddress, withAgentCentrePage };

import type { ComponentType } from 'react';
import type { AgentCentrePage } from '@/core/agent-centre';
import { lazyComponent } from '@/core/lazy-feature';

/**
 * The agent centre's pages by key (spec 2 §2), each its own chunk loaded when first shown
 * (`lazyComponent(() => import(...))`). The panel (features/agent) shows them; every page key has
 * its module (the type says so). A page module default-exports its
 * component and may export its lazy `feature`.
 */
export const AGENT_PAGES: Record<AgentCentrePage, ComponentType> = {
  agentAnnouncement: lazyComponent(() => import('@/features/agent/home/AnnouncementPage')),
  agentTeamOverview: lazyComponent(() => import('@/features/agent/home/TeamOverviewPage')),
  registerCenter: lazyComponent(() => import('@/features/agent/register/RegisterCenterPage')),
  downlineManagmentView: lazyComponent(() => import('@/features/agent/team/TeamManagementPage')),
  personalHistoryCopy: lazyComponent(() => import('@/features/agent/reports/TeamBettingPage')),
  palStatementsAgentCopy: lazyComponent(
    () => import('@/features/agent/reports/TeamProfitLossPage'),
  ),
  agentRevenueReport: lazyComponent(() => import('@/features/agent/reports/IncomePage')),
  agentDownlineTransactionDetailsCopy: lazyComponent(
    () => import('@/features/agent/reports/TransactionsPage'),
  ),
  agentDividendRecordCopy2: lazyComponent(() => import('@/features/agent/contracts/DividendPage')),
  agentDailyWages2: lazyComponent(() => import('@/features/agent/contracts/DailySalaryPage')),
  agentHourSalary: lazyComponent(() => import('@/features/agent/contracts/HourSalaryPage')),
  agentRealtimeSalary: lazyComponent(() => import('@/features/agent/contracts/RealtimeSalaryPage')),
};

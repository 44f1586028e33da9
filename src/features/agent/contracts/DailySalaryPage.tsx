import { ContractsPage } from './components/ContractsView';
import { agentContractsFeature } from './feature';

/** The agent centre's page agentDailyWages2 (spec 2 §2): the dailySalary contract, its settlements, the offers. */
export default function DailySalaryPage() {
  return <ContractsPage contractType="dailySalary" />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = agentContractsFeature;

import { ContractsPage } from './components/ContractsView';
import { agentContractsFeature } from './feature';

/** The agent centre's page agentRealtimeSalary (spec 2 §2): the realTimeSalary contract, its settlements, the offers. */
export default function RealtimeSalaryPage() {
  return <ContractsPage contractType="realTimeSalary" />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = agentContractsFeature;

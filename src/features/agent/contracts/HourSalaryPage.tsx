import { ContractsPage } from './components/ContractsView';
import { agentContractsFeature } from './feature';

/** The agent centre's page agentHourSalary (spec 2 §2): the hourlySalary contract, its settlements, the offers. */
export default function HourSalaryPage() {
  return <ContractsPage contractType="hourlySalary" />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = agentContractsFeature;

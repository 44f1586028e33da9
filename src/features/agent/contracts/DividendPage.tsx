import { ContractsPage } from './components/ContractsView';
import { agentContractsFeature } from './feature';

/** The agent centre's page agentDividendRecordCopy2 (spec 2 §2): the dividend contract, its settlements, the offers. */
export default function DividendPage() {
  return <ContractsPage contractType="dividend" />;
}

/** lazyComponent injects the feature (state, saga, texts) before the page renders. */
export const feature = agentContractsFeature;

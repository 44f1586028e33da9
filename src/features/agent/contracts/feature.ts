import type { LazyFeature } from '@/core/lazy-feature';
import { watchAgentContracts } from './sagas';
import { agentContractsReducer } from './slice';

/** The agent centre's four contract pages (lazy): their state, saga and texts. */
export const agentContractsFeature: LazyFeature = {
  name: 'agentContracts',
  reducer: agentContractsReducer,
  saga: watchAgentContracts,
  texts: ['contracts'],
};

import type { LazyFeature } from '@/core/lazy-feature';
import { watchAgentRegister } from './sagas';
import { agentRegisterReducer } from './slice';

/** The account registration centre (agent centre `registerCenter`, lazy): state, saga, texts. */
export const agentRegisterFeature: LazyFeature = {
  name: 'agentRegister',
  reducer: agentRegisterReducer,
  saga: watchAgentRegister,
  texts: ['team'],
};

import { ErrorCodes } from '@/api/contract/constants';
import type { RootState } from '@/app/store';
import { initialPointsState, type PointsState } from './slice';

/** The point mall's state (its initial state before the feature is injected). */
export const selectPoints = (s: RootState): PointsState => s.points ?? initialPointsState;

/** The mall is off: the config's own switch, or the module flag (#543). */
export const selectMallClosed = (s: RootState) => {
  const { config } = selectPoints(s);
  return (
    (config.status === 'loaded' && config.value?.enabled === false) ||
    config.failure?.code === ErrorCodes.functionNotAvailable
  );
};

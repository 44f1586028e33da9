import type { RootState } from '@/app/store';
import { selectLaunch } from './slice';

export const selectLaunchFrame = (s: RootState) => selectLaunch(s).frame;

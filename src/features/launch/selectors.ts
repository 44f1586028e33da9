import type { RootState } from '@/app/store';
import { type LaunchState, initialLaunchState } from './slice';

export const selectLaunch = (s: RootState): LaunchState => s.launch ?? initialLaunchState;

export const selectLaunchFrame = (s: RootState) => selectLaunch(s).frame;

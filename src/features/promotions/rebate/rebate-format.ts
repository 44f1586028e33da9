import { presetRange, requestBounds } from '@/lib/date-range';
import type { RebatePeriodPreset } from './slice';

/** The bounds (inclusive yyyy-MM-dd days) of a period preset on today's calendar. */
export const periodBounds = (preset: RebatePeriodPreset, now = Date.now()) =>
  requestBounds(presetRange(preset, now));

/** A rebate rate in percent, with as many decimals as it has (0.3%, 1%, 0.25%). */
export const formatRate = (percent: number) =>
  `${percent.toLocaleString('en-US', { maximumFractionDigits: 4 })}%`;

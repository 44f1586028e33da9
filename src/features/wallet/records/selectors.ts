import type { RootState } from '@/app/store';
import type { RecordPage } from './constants';
import { initialRecordsState, type RecordPageState, type RecordsState } from './slice';

/** The feature's state (its initial state before the feature is injected). */
export const selectRecords = (s: RootState): RecordsState => s.records ?? initialRecordsState;

/** One record page's query, rows, totals and status. */
export const selectRecordPage = <P extends RecordPage>(s: RootState, page: P): RecordPageState<P> =>
  selectRecords(s)[page] as RecordPageState<P>;

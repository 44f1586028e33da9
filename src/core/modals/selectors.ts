import type { RootState } from '@/app/store';

export const selectModalStack = (s: RootState) => s.modals.stack;

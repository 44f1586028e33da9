import type { RootState } from '@/app/store';

export const selectCurrentDialog = (s: RootState) => s.dialogs.queue[0];

import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { TransferUpline } from './components/TransferUpline';
import { transferFeature } from './feature';
import { selectUplineAccount } from './selectors';
import { transferActions } from './slice';

/**
 * Transfer to the upline (member centre transferUpline, spec 2 §2/§6): where the member info
 * allows it, asks for the main balance when it opens; TransferUpline shows the form.
 */
export default function TransferUplinePage() {
  const dispatch = useAppDispatch();
  const upline = useAppSelector(selectUplineAccount);
  useEffect(() => {
    if (upline) dispatch(transferActions.uplineOpened());
  }, [dispatch, upline]);
  return <TransferUpline />;
}

export const feature = transferFeature;

import { useEffect } from 'react';
import { useAppDispatch } from '@/core/hooks';
import { TransferFund } from './components/TransferFund';
import { transferFeature } from './feature';
import { transferActions } from './slice';

/**
 * My wallet (member centre transferFund, spec 2 §2/§3): loads the wallets, the main balance and
 * the consolidated funds when it opens; TransferFund shows them.
 */
export default function TransferFundPage() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(transferActions.loadRequested());
  }, [dispatch]);
  return <TransferFund />;
}

export const feature = transferFeature;

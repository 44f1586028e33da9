import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/define';
import {
  GAME_LIST_PAGE_SIZE as CONTRACT_PAGE_SIZE,
  IS_GAME_VASSALAGE as CONTRACT_VASSALAGE,
  LOTTERY_ACCOUNT_TYPES as CONTRACT_LOTTERY,
} from '@/api/contract/games';
import { WalletErrorCodes } from '@/api/contract/wallet';
import { SESSION_KEYS } from '@/lib/storage';
import {
  FRAME_URL_KEY,
  GAME_LIST_PAGE_SIZE,
  IS_GAME_VASSALAGE,
  LAUNCH_ERROR_CODES,
  LOTTERY_ACCOUNT_TYPES,
} from './constants';

describe('launch constants copied from the contract', () => {
  it('equal the contract values', () => {
    expect(IS_GAME_VASSALAGE).toBe(CONTRACT_VASSALAGE);
    expect(GAME_LIST_PAGE_SIZE).toBe(CONTRACT_PAGE_SIZE);
    expect(LOTTERY_ACCOUNT_TYPES).toEqual(CONTRACT_LOTTERY);
    expect(LAUNCH_ERROR_CODES).toEqual({
      previousGameNotFinished: ErrorCodes.previousGameNotFinished,
      systemBusy: ErrorCodes.systemBusy,
      functionNotAvailable: ErrorCodes.functionNotAvailable,
      gameMaintenance: ErrorCodes.gameMaintenance,
      trialAccount: ErrorCodes.trialAccount,
      insufficientBalance: WalletErrorCodes.insufficientBalance,
      notFound: ErrorCodes.notFound,
    });
  });

  it('keeps the frame address under a documented session key', () => {
    expect(SESSION_KEYS).toContain(FRAME_URL_KEY);
  });
});

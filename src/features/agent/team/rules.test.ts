import { describe, expect, it } from 'vitest';
import { WalletErrorCodes } from '@/api/contract/constants';
import type { PageFailure } from '@/core/page-failure';
import type { Translate } from '@/lib/validation';
import { amountError, contractSummary, isAgentType, transferRefusal } from './rules';
import type { Downline } from './slice';

/** Keys and their values as text, so the tests read what the rule chose. */
const t: Translate = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key);
const server = (code: string, field?: string): PageFailure => ({
  kind: 'server',
  code,
  message: 'refused',
  ...(field ? { field } : {}),
});
const downline = (contract: Downline['contract']) => ({ contract }) as Downline;

describe('team rules', () => {
  it('summarises the contract rates a downline holds, in order, or none', () => {
    expect(contractSummary(downline({ dailySalaryRate: 1.5, dividendRate: 30 }), t)).toBe(
      'team.contractRates.dividendRate {"rate":30}, team.contractRates.dailySalaryRate {"rate":1.5}',
    );
    expect(contractSummary(downline(null), t)).toBeNull();
    expect(contractSummary(downline({ dividendRate: null }), t)).toBeNull();
  });

  it('knows the agent types (1, 2, 41, 42), not members nor trial accounts', () => {
    expect([0, 1, 2, 4, 41, 42].map(isAgentType)).toEqual([false, true, true, false, true, true]);
  });

  it('checks an amount exactly: empty, not a number, three decimals, zero', () => {
    expect(amountError('', t)).toBe('team.transfer.amountErrors.empty');
    expect(amountError('1e3', t)).toBe('team.transfer.amountErrors.notNumber');
    expect(amountError('0.105', t)).toBe('team.transfer.amountErrors.decimals');
    expect(amountError('0.00', t)).toBe('team.transfer.amountErrors.zero');
    expect(amountError('1,000.10', t)).toBeUndefined();
  });

  it('puts a transfer refusal at its field: password, amount, else below the form', () => {
    expect(transferRefusal(server(WalletErrorCodes.wrongPassword), t)).toEqual({
      field: 'password',
      text: 'team.transfer.wrongPassword',
    });
    expect(transferRefusal(server(WalletErrorCodes.insufficientBalance), t)?.field).toBe('amount');
    expect(transferRefusal(server('agent.not.in.team'), t)).toBeNull();
    expect(transferRefusal({ kind: 'offline', code: '', message: '' }, t)).toBeNull();
  });
});

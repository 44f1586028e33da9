/**
 * The mock's one money ledger (issue 14). Every money call reads and writes it through these
 * functions, in integer minor units (cents): the main wallet (`members[].balance`, a two-decimal
 * number only ever written from minor units, so that `/__db/members/<id>` keeps showing it), the
 * vendor wallets (`records` of kind `vendorWallet`, minor units), and the account record's rows
 * (kind `ledger`: each movement of the main wallet with the balance after it). Amounts become
 * numbers with at most two decimals only at the edge, in the answers.
 *
 * A write is a synchronous function: every check and both sides of a move happen before the
 * resolver returns, with no await in between, so concurrent requests on the standalone server
 * cannot interleave inside a move (the file store's group commit then persists it).
 */
import { fromMinor, toMinor } from '../../src/lib/money';
import { MAIN_ACCOUNT_TYPE_ID, WalletErrorCodes } from '../../src/api/contract/constants';
import { getFixtures } from '../../fixtures';
import {
  generateHistory,
  startOfTodayUtc,
  type HistoryBonusType,
  type SeededHistory,
} from '../../fixtures/money';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { fail } from './define';
import { addRecord, getRecord, listRecords, putRecord } from './records';

export { fromMinor, toMinor };

/** One row of the account record, as the ledger keeps it. */
export interface LedgerEntry {
  transType: string;
  /** Signed: credits positive, debits negative. */
  minor: number;
  /** The main wallet's balance after the movement (unchanged for PENDING and FAILED rows). */
  balanceMinor: number;
  status: 'SUCCESS' | 'PENDING' | 'FAILED';
  remark: string | null;
  orderNo?: string | null;
  /** BONUS and REBATE rows: the kind of bonus (bonus details). */
  bonusType?: HistoryBonusType | 'REBATE' | null;
  gameType?: string | null;
}

/** The main wallet in minor units. */
export const mainMinor = (member: MockMember): number => toMinor(member.balance);

/** A vendor wallet in minor units (0 until money is moved in). */
export const vendorMinor = (state: MockState, memberId: number, accountTypeId: number): number =>
  getRecord<number>(state, 'vendorWallet', memberId, String(accountTypeId)) ?? 0;

/** Any wallet of the member in minor units. */
export const walletMinor = (state: MockState, member: MockMember, accountTypeId: number) =>
  accountTypeId === MAIN_ACCOUNT_TYPE_ID
    ? mainMinor(member)
    : vendorMinor(state, member.id, accountTypeId);

function setVendor(state: MockState, memberId: number, accountTypeId: number, minor: number) {
  putRecord(state, 'vendorWallet', memberId, String(accountTypeId), minor);
}

/** The failure every move answers when a wallet holds less than the amount. */
export const insufficient = () =>
  fail(WalletErrorCodes.insufficientBalance, 'Insufficient balance');

/**
 * Books a movement of the main wallet and its account-record row. A SUCCESS debit larger than
 * the balance throws (callers check first: no balance ever goes below zero); PENDING and FAILED
 * rows are listed without moving money.
 */
export function postMain(
  state: MockState,
  member: MockMember,
  transType: string,
  minor: number,
  extra: Partial<Omit<LedgerEntry, 'transType' | 'minor' | 'balanceMinor'>> = {},
): void {
  if (!Number.isSafeInteger(minor)) throw new Error(`ledger: ${minor} is not in minor units`);
  const status = extra.status ?? 'SUCCESS';
  const next = mainMinor(member) + (status === 'SUCCESS' ? minor : 0);
  if (next < 0) throw insufficient();
  member.balance = fromMinor(next);
  const entry: LedgerEntry = {
    transType,
    minor,
    balanceMinor: next,
    remark: null,
    ...extra,
    status,
  };
  addRecord(state, 'ledger', member.id, entry);
}

/**
 * Moves an exact amount between two wallets of one member, or between the main wallets of two
 * members (`to` another member): both sides or neither. Answers the failure when the source
 * holds less than the amount.
 */
export function move(
  state: MockState,
  from: { member: MockMember; wallet: number; remark: string },
  to: { member: MockMember; wallet: number; remark: string },
  minor: number,
) {
  if (minor <= 0) throw new Error('ledger: a move needs a positive amount');
  const available = walletMinor(state, from.member, from.wallet);
  if (minor > available) return insufficient();
  if (from.wallet === MAIN_ACCOUNT_TYPE_ID)
    postMain(state, from.member, 'TRANSFER_OUT', -minor, { remark: from.remark });
  else setVendor(state, from.member.id, from.wallet, available - minor);
  if (to.wallet === MAIN_ACCOUNT_TYPE_ID)
    postMain(state, to.member, 'TRANSFER_IN', minor, { remark: to.remark });
  else
    setVendor(state, to.member.id, to.wallet, vendorMinor(state, to.member.id, to.wallet) + minor);
  return null;
}

/** Live account-record rows of a member, newest first. */
export const liveEntries = (state: MockState, memberId: number) =>
  listRecords<LedgerEntry>(state, 'ledger', memberId);

// ---------------------------------------------------------------------------------------------
// Seeded history: generated once per member and day, from the seed balance (fixtures/members.ts)

const histories = new Map<string, SeededHistory>();

/** The member's seeded history (bets, main-wallet rows), anchored to the start of today. */
export function seededHistory(member: MockMember): SeededHistory {
  const anchor = startOfTodayUtc();
  const key = `${member.id}:${anchor}`;
  let history = histories.get(key);
  if (!history) {
    // Members who joined after the seed (registration, free play) have no history.
    const seed = getFixtures().members.find(
      (m) => m.id === member.id && m.account === member.account,
    );
    history = seed
      ? generateHistory(seed, toMinor(seed.balance), anchor)
      : { bets: [], entries: [] };
    for (const k of histories.keys()) if (!k.endsWith(`:${anchor}`)) histories.delete(k);
    histories.set(key, history);
  }
  return history;
}

/** The payment password check of the password-checked relay. */
export function paymentPasswordRefusal(member: MockMember, password: string | undefined) {
  if (!member.paymentPassword)
    return fail(WalletErrorCodes.passwordNotSet, 'Please set a payment password first');
  if (password !== member.paymentPassword)
    return fail(WalletErrorCodes.wrongPassword, 'Payment password is incorrect');
  return null;
}

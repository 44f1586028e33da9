/** Per-member records in `state.records`, shared by the wallet, agent, promotions, member and points resolvers. */
import type { MockState } from '../db/state';
import { mockNow } from '../../fixtures/clock';

const recordId = (kind: string, memberId: number, key: string) => `${kind}:${memberId}:${key}`;

/** Reads the keyed record of a member (kind + key), if any. */
export function getRecord<T>(
  state: MockState,
  kind: string,
  memberId: number,
  key: string,
): T | undefined {
  return state.records.find((r) => r.id === recordId(kind, memberId, key))?.data as T | undefined;
}

/** Creates or replaces the keyed record of a member. */
export function putRecord<T>(
  state: MockState,
  kind: string,
  memberId: number,
  key: string,
  data: T,
): void {
  const id = recordId(kind, memberId, key);
  const existing = state.records.find((r) => r.id === id);
  if (existing) {
    existing.data = data;
    existing.at = mockNow();
  } else {
    state.records.push({ id, kind, memberId, at: mockNow(), data });
  }
}

let sequence = 0;
/** A unique, sortable id: prefix + time + counter. */
export const newOrderNo = (prefix: string) =>
  `${prefix}${mockNow()}${String((sequence = (sequence + 1) % 1000)).padStart(3, '0')}`;

/** Appends an unkeyed record (history rows); returns its id. */
export function addRecord<T>(
  state: MockState,
  kind: string,
  memberId: number,
  data: T,
  id = newOrderNo(kind.toUpperCase().slice(0, 2)),
): string {
  state.records.push({ id: recordId(kind, memberId, id), kind, memberId, at: mockNow(), data });
  return id;
}

/** Unkeyed and keyed records of one kind for a member, newest first. */
export function listRecords<T>(
  state: MockState,
  kind: string,
  memberId: number,
): { id: string; at: number; data: T }[] {
  const prefix = recordId(kind, memberId, '');
  return state.records
    .map((r, index) => ({ r, index }))
    .filter(({ r }) => r.kind === kind && r.memberId === memberId)
    .sort((a, b) => b.r.at - a.r.at || b.index - a.index)
    .map(({ r }) => ({ id: r.id.slice(prefix.length), at: r.at, data: r.data as T }));
}

/** One page of rows with the paging fields every list call answers. */
export function pageOf<T>(rows: T[], pageNo: number, pageSize: number) {
  const start = (pageNo - 1) * pageSize;
  return {
    list: rows.slice(start, start + pageSize),
    totalCount: rows.length,
    totalPages: Math.ceil(rows.length / pageSize),
    pageNo,
    pageSize,
  };
}

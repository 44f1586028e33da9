import { resetClock } from '../../fixtures/clock';
import { createMembers, type MockMember } from '../../fixtures/members';
import { DEFAULT_SCENARIO, type Scenario } from '../scenario';

export interface MockSession {
  /** The token itself (json-server needs an `id`). */
  id: string;
  memberId: number;
  createdAt: number;
  /**
   * Where it logged in from and when it was last used (active sessions, issue 30; set by the
   * login resolvers and each authenticated call; absent in sessions opened otherwise).
   */
  ref?: string;
  device?: string | null;
  browser?: string | null;
  ip?: string;
  country?: string | null;
  lastActiveAt?: number;
}

export interface MockFavorite {
  id: string;
  memberId: number;
  nodeId: string;
  vendor: string;
  gameType: string;
}

export interface MockRecent {
  id: string;
  memberId: number;
  nodeId: string;
  playedAt: number;
}

export interface MockSmsCode {
  /** `<dialing code>-<mobile>` */
  id: string;
  code: string;
  expiresAt: number;
}

/**
 * The mutable data of the mock backend: what json-server persists and serves under /__db.
 * The static catalogue (games, vendors, banners, rules...) lives in fixtures/ and is not copied.
 */
export interface MockState {
  scenario: Scenario;
  members: MockMember[];
  sessions: MockSession[];
  favorites: MockFavorite[];
  recents: MockRecent[];
  smsCodes: MockSmsCode[];
  /** Free-form per-domain records that later features add (transfers, feedback, redeems...). */
  records: { id: string; kind: string; memberId: number; at: number; data: unknown }[];
}

/** The seeded members, generated once (faker with a fixed seed: the same on every call). */
let seedMembers: MockMember[] | undefined;

/** The seed data; the mock's clock goes back to the real time with it (fixtures/clock.ts). */
export function createSeedState(): MockState {
  seedMembers ??= createMembers();
  resetClock();
  return {
    scenario: structuredClone(DEFAULT_SCENARIO),
    members: structuredClone(seedMembers),
    sessions: [],
    favorites: [],
    recents: [],
    smsCodes: [],
    records: [],
  };
}

/** One store per runtime: in memory (browser worker, unit tests) or json-server's lowdb file. */
export interface MockDb {
  state(): MockState;
  /** Persist after a mutation (no-op in memory; the file store writes it by group commit). */
  commit(): void;
  /** Back to the seed data, and persisted. */
  reset(): void;
  /** Resolves once every change committed so far is on disk (at once in memory). */
  persisted(): Promise<void>;
  /** Whether committed changes are still waiting to be written (never in memory). */
  pending(): boolean;
}

export function createMemoryDb(seed: () => MockState = createSeedState): MockDb {
  let current = seed();
  return {
    state: () => current,
    commit: () => undefined,
    reset: () => {
      current = seed();
    },
    persisted: () => Promise.resolve(),
    pending: () => false,
  };
}

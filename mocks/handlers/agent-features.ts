/**
 * The agent centre's feature flags (spec 2 §3 consolidated info flags, §6 "agent-centre menu items
 * depend on feature flags"): whether the dividend, daily, hourly and real-time salary features are
 * on for a member, so the agent centre shows their entries. inferred: the real flags' meaning is
 * not shown; here they are features, on for every agent (types 1, 2, 41, 42) and off for other
 * members, each turned off (or on) by the scenario's `agentFeatures`. Pending contracts are told
 * by the consolidated answer's `contracts` list.
 */
import { AGENT_ACCOUNT_TYPES } from '../../src/api/contract/constants';
import type { MockMember } from '../../fixtures/members';
import type { Scenario } from '../scenario';

export const AGENT_FEATURE_FLAGS = [
  'contractDividend',
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
] as const;

export type AgentFeatureFlagName = (typeof AGENT_FEATURE_FLAGS)[number];

export function agentFeatureFlags(
  scenario: Scenario,
  member: MockMember,
): Record<AgentFeatureFlagName, boolean> {
  const agent = (AGENT_ACCOUNT_TYPES as readonly number[]).includes(member.type);
  const flags = {} as Record<AgentFeatureFlagName, boolean>;
  for (const flag of AGENT_FEATURE_FLAGS)
    flags[flag] = agent && (scenario.agentFeatures[flag] ?? true);
  return flags;
}

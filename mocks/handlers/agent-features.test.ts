import { describe, expect, it } from 'vitest';
import { createTestClient, loginToken } from '@/testing/harness';
import { mockScenario } from '@/testing/mock-backend';

const ALL_ON = {
  contractDividend: true,
  dailySalary: true,
  hourlySalary: true,
  realTimeSalary: true,
};

describe('mock consolidated info (agent centre feature flags)', () => {
  it('turns the four features on for an agent, each off by the scenario, with the pending contracts listed', async () => {
    const { client, state } = createTestClient();
    state.token = await loginToken('agent01');
    const value = await client.call('consolidatedFunds');
    expect(value).toMatchObject(ALL_ON);
    expect(
      value.contracts.filter((c) => c.status === 'pending').map((c) => c.contractType),
    ).toEqual(expect.arrayContaining(['dailySalary', 'realTimeSalary']));
    mockScenario({ agentFeatures: { hourlySalary: false } });
    await expect(client.call('consolidatedFunds')).resolves.toMatchObject({
      ...ALL_ON,
      hourlySalary: false,
    });
  });

  it('keeps the features off for a member who is not an agent, whatever is pending', async () => {
    const { client, state } = createTestClient();
    state.token = await loginToken('player1');
    const value = await client.call('consolidatedFunds');
    expect(value).toMatchObject({
      contractDividend: false,
      dailySalary: false,
      hourlySalary: false,
      realTimeSalary: false,
    });
    expect(value.contracts.some((c) => c.status === 'pending')).toBe(true);
  });
});

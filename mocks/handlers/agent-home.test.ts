import { describe, expect, it } from 'vitest';
import { AgentErrorCodes, ErrorCodes } from '@/api/contract/constants';
import { createTestClient, freePlayToken, loginToken } from '@/testing/harness';

describe('mock announcements for agents', () => {
  it('pages the newest first for an agent', async () => {
    const { client, state } = createTestClient();
    state.token = await loginToken('agent01');
    const first = await client.call('agentAnnouncements', { pageNo: 1, pageSize: 2 });
    expect(first).toMatchObject({ totalCount: 3, totalPages: 2, pageNo: 1 });
    expect(first.list.map((n) => n.id)).toEqual(['AG-3', 'AG-2']);
    const second = await client.call('agentAnnouncements', { pageNo: 2, pageSize: 2 });
    expect(second.list.map((n) => n.id)).toEqual(['AG-1']);
  });

  it('refuses a member who is not an agent and a trial account', async () => {
    const player = createTestClient();
    player.state.token = await loginToken('player1');
    await expect(player.client.call('agentAnnouncements', {})).rejects.toMatchObject({
      code: AgentErrorCodes.notAgent,
    });
    const trial = createTestClient();
    trial.state.token = await freePlayToken();
    await expect(trial.client.call('agentAnnouncements', {})).rejects.toMatchObject({
      code: ErrorCodes.trialAccount,
    });
  });
});

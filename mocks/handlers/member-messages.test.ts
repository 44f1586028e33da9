import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/constants';
import { memberClient as client } from './test-calls';

describe('the mock inbox', () => {
  it('refuses a read request naming no message; unknown ids change nothing', async () => {
    const api = await client();
    await expect(api.call('inboxRead', { messageIds: [] })).rejects.toMatchObject({
      code: ErrorCodes.badRequest,
    });
    expect(await api.call('inboxRead', { messageIds: ['no-such-message'] })).toEqual({
      unReadCount: 2,
    });
  });

  it("keeps each member's read state apart", async () => {
    const player = await client();
    const vip = await client('vip0001');
    expect(await player.call('inboxRead', { messageIds: [], all: true })).toEqual({
      unReadCount: 0,
    });
    expect(await vip.call('inboxUnread', {})).toEqual({ unReadCount: 2 });
  });
});

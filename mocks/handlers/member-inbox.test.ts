import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/constants';
import { createTestClient, loginToken } from '@/testing/harness';

async function client(account = 'player1') {
  const c = createTestClient();
  c.state.token = await loginToken(account);
  return c.client;
}

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

  it('takes a png feedback image and refuses one above 5 MB or of another type', async () => {
    const api = await client();
    const content = 'The withdrawal page was slow today.';
    const png = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
    await expect(
      api.call('feedback', { type: 'OTHER', content, images: [png(1000)] }),
    ).resolves.toMatchObject({ feedbackId: expect.any(String) });
    await expect(
      api.call('feedback', { type: 'OTHER', content, images: [png(5 * 1024 * 1024 + 3)] }),
    ).rejects.toMatchObject({
      code: ErrorCodes.badRequest,
      message: 'Each image must be at most 5 MB',
    });
    await expect(
      api.call('feedback', { type: 'OTHER', content, images: ['data:image/gif;base64,R0lGOD'] }),
    ).rejects.toMatchObject({ code: ErrorCodes.badRequest, message: 'Images must be png or jpg' });
  });
});

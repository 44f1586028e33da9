import { describe, expect, it } from 'vitest';
import { createTestClient, loginToken } from '@/testing/harness';

describe('mock referral (invite friends)', () => {
  it('adds a registration through the member’s link to its friends, first and counted', async () => {
    const { client, state } = createTestClient();
    state.token = await loginToken();
    const before = await client.call('referralInfo', {});
    const code = new URL(before.inviteUrl).searchParams.get('referralCode')!;
    expect(code).toBe(before.inviteCode);
    // The registration form's own check accepts the code (so it hides the invitation field).
    await expect(client.call('affiliateCheck', { code })).resolves.toBe(true);
    const visitor = createTestClient();
    await visitor.client.call('register', {
      registerMethod: 'WEB',
      login: true,
      username: 'friend01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      referralCode: code,
    });
    const after = await client.call('referralInfo', {});
    expect(after.invitedCount).toBe(before.invitedCount + 1);
    const friends = await client.call('referralFriends', { pageNo: 1, pageSize: 10 });
    expect(friends.list[0]).toMatchObject({ account: 'fr***1', state: 'REGISTERED', reward: null });
    expect(friends.totalCount).toBe(after.invitedCount);
  });
});

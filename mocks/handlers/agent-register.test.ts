import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/constants';
import { loginToken } from '@/testing/harness';
import { downlineOf, memberClient, refusal, type Client } from './test-calls';

let agent: Client;
beforeEach(async () => {
  agent = await memberClient('agent01');
});

const downline = (account: string) => downlineOf(agent, account);

describe('the registration centre of the mock', () => {
  it('registers a direct downline with the registration rules, who can then log in', async () => {
    const register = (username: string, password = 'abc12345', confirmPassword = password) =>
      agent.call('downlineRegister', { username, password, confirmPassword });
    expect(await refusal(register('ab'))).toMatchObject({
      errorCode: ErrorCodes.badRequest,
      message: expect.stringContaining('Account format is incorrect'),
    });
    expect(await refusal(register('newdown01', 'abc12345', 'abc12346'))).toMatchObject({
      message: 'Confirmation password is not correct.',
    });
    expect(await refusal(register('Player1'))).toMatchObject({
      errorCode: ErrorCodes.usernameTaken,
    });
    const deep = (await agent.call('downlines', { depth: 3, pageNo: 1, pageSize: 1 })).list[0]!;
    expect(await refusal(register(deep.account))).toMatchObject({
      errorCode: ErrorCodes.usernameTaken,
    });
    const created = await register('newdown01');
    expect(created).toMatchObject({ account: 'newdown01', uplineAccount: 'agent01' });
    expect(await downline('newdown01')).toMatchObject({ level: 1, uplineAccount: 'agent01' });
    const registered = await agent.call('registeredDownlines', { pageNo: 1, pageSize: 10 });
    expect(registered.list[0]).toMatchObject({ account: 'newdown01', balance: 0 });
    const invite = await agent.call('agentInvite', {});
    expect(invite).toMatchObject({
      inviteCode: 'AG1002',
      directCount: 13,
      registeredCount: registered.totalCount,
    });
    await expect(loginToken('newdown01', 'abc12345')).resolves.toEqual(expect.any(String));
  });
});

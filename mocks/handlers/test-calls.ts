/** What the handler tests share: a member's client, the refusal a call answers, every page of a call. */
import { createTestClient, loginToken } from '@/testing/harness';

export type Client = ReturnType<typeof createTestClient>['client'];

/** A client logged in as the account. */
export async function memberClient(account = 'player1'): Promise<Client> {
  const c = createTestClient();
  c.state.token = await loginToken(account);
  return c.client;
}

/** The member's main wallet, as the balance call answers it. */
export const mainBalance = async (client: Client) =>
  (await client.call('balance', { typeId: 1 })).balance[0]!.availBalance;

/** The business error a call answers (its errorCode and message). */
export const refusal = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: { code: string; message: string }) => ({ errorCode: e.code, message: e.message }),
  );

/** Every row of a paged call, and its last page (with the totals). */
export async function allPages<P extends { list: unknown[]; totalPages: number }>(
  call: (pageNo: number) => Promise<P>,
): Promise<{ rows: P['list']; last: P }> {
  let last = await call(1);
  const rows = [...last.list];
  for (let n = 2; n <= last.totalPages; n += 1) {
    last = await call(n);
    rows.push(...last.list);
  }
  return { rows, last };
}

/** A downline's row in the agent's team list. */
export const downlineOf = (agent: Client, account: string) =>
  agent
    .call('downlines', { account, pageNo: 1, pageSize: 100 })
    .then((p) => p.list.find((d) => d.account === account)!);

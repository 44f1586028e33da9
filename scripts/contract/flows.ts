/**
 * `npm run contract:flows -- --base-url URL --username U --password P`: workflows that chain
 * calls and hold values across them (issue 27), where contract:check holds each answer's shape.
 * A transfer moves each wallet by exactly its amount, a withdrawal holds its amount, a redeem
 * spends its price, an agent's transfer reaches the downline, logout ends the token, the captcha
 * comes after the documented number of failed logins. Every call's answer is also held to the
 * contract (the same checks as contract:check). Money is compared in minor units (cents), never
 * as float sums. Same options, progress, table and reports as contract:check; the workflows that
 * change data run only with --allow-writes. See README.md, "Workflows against a backend".
 */
import { parseArgs } from 'node:util';
import { MAIN_ACCOUNT_TYPE_ID } from '../../src/api/contract/constants';
import type { EndpointDomain, EndpointName } from '../../src/api/contract/endpoints';
import { fromMinor } from '../../src/lib/money';
import {
  COMMON_OPTIONS,
  COMMON_USAGE,
  commonOptions,
  DEFAULT_LATENCY_BUDGET_MS,
  DEFAULT_TIMEOUT_MS,
  instrumentedClient,
  loginInput,
  runSettings,
  parseJson,
  parseOptions,
  type CheckOptions,
} from './check';
import {
  processIo,
  progressPrinter,
  runReportingCli,
  runWhenMain,
  UsageError,
  type CliIo,
} from './cli';
import { EXPRESSED_LIMITS, writeArazzo } from './arazzo';
import type { EndpointResult, RunReport } from './report';
import {
  describe,
  outcomeOf,
  validateExchange,
  type Finding,
  type ValidateOptions,
} from './validate';

export interface FlowOptions extends Pick<
  CheckOptions,
  | 'baseUrl'
  | 'codec'
  | 'allowWrites'
  | 'strict'
  | 'latencyBudgetMs'
  | 'timeoutMs'
  | 'merchant'
  | 'language'
  | 'onProgress'
> {
  username: string;
  password: string;
  /** Only these workflows (ids). */
  only?: string[];
  /** The player's payment (transaction) password: withdrawal, redeem. */
  paymentPassword?: string;
  agentUsername?: string;
  agentPassword?: string;
  /** The agent's payment password (default: --payment-password). */
  agentPaymentPassword?: string;
  /** An account outside the agent's team (default: the player). */
  outsider?: string;
  /** Failed logins after which the captcha is demanded (default 3, the mock's documented rule). */
  captchaAfter?: number;
  /** The captcha text that lets the account log in again after the captcha flow (the mock: 1234). */
  captchaCode?: string;
}

/**
 * The mock's demo accounts (README, mocks/README.md: player1 with payment password pay1234, the
 * agent agent01) and its captcha text, with writes: the workflows' self-tests run with these.
 */
export const MOCK_DEMO: Omit<FlowOptions, 'baseUrl'> = {
  username: 'player1',
  password: 'pass1234',
  paymentPassword: 'pay1234',
  agentUsername: 'agent01',
  agentPassword: 'pass1234',
  captchaCode: '1234',
  allowWrites: true,
};

/** The mock's documented rule (mocks/README.md, `captchaAlways`): a captcha after 3 failures. */
export const DEFAULT_CAPTCHA_AFTER = 3;
/** What each money workflow moves. */
const AMOUNT_MINOR = 1000;

/** A failed step that makes the rest of the workflow meaningless. */
class Stop extends Error {}

type Envelope = { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown };
type Api = ReturnType<typeof instrumentedClient>;
type Obj = Record<string, unknown>;

/** Exact cents of a money value, or null when it is not a number with at most two decimals. */
export function cents(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const minor = Math.round(value * 100);
  return Math.abs(value * 100 - minor) < 1e-6 ? minor : null;
}

/** 12,345.67 */
export const money = (minor: number) =>
  fromMinor(minor).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The steps of one workflow: its calls, the findings, the values held across calls. */
export class FlowContext {
  readonly findings: Finding[] = [];
  readonly calls: EndpointName[] = [];
  status: number | undefined;
  latencyMs = 0;

  constructor(
    private readonly api: Api,
    private readonly session: { token: string | null },
    private readonly validation: ValidateOptions,
    readonly options: FlowOptions,
  ) {}

  /** One call with this token, its answer held to the contract; the parsed body. */
  async call(name: EndpointName, input: unknown, token: string | null) {
    this.session.token = token;
    const answer = await this.api.exchange(name, input);
    this.calls.push(name);
    if (!answer) {
      this.stop({
        call: name,
        check: 'network',
        message: `no answer within ${this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS} ms`,
      });
    }
    this.status = answer.status;
    this.latencyMs += answer.latencyMs;
    const shape = validateExchange(
      { name, ...answer, hadToken: token !== null },
      this.validation,
    ).filter((f) => f.check !== 'business-error' && f.check !== 'token');
    this.findings.push(...shape.map((f) => ({ ...f, call: name })));
    return { status: answer.status, body: (parseJson(answer.text) ?? {}) as Envelope };
  }

  /** A call that must succeed: its value (a failure stops the workflow). */
  async value(name: EndpointName, input: unknown, token: string | null): Promise<Obj> {
    const { status, body } = await this.call(name, input, token);
    if (status !== 200 || body.success !== true || !body.value || typeof body.value !== 'object') {
      this.stop({
        call: name,
        path: 'success',
        message: 'the call failed, so the workflow cannot go on',
        expected: 'HTTP 200, success true',
        received: `HTTP ${status}, ${failureText(body)}`,
      });
    }
    return body.value as Obj;
  }

  /** A call that must be refused: its error code (an acceptance is an error, the flow goes on). */
  async refused(
    name: EndpointName,
    input: unknown,
    token: string | null,
    why: string,
  ): Promise<Envelope> {
    const { status, body } = await this.call(name, input, token);
    if (body.success !== false) {
      this.fail({
        call: name,
        path: 'success',
        message: `accepted ${why}`,
        expected: 'success false (refused)',
        received: `HTTP ${status}, success ${String(body.success)}`,
      });
    }
    return body;
  }

  /** An amount must be exactly `expected` cents. */
  money(call: EndpointName, path: string, what: string, expected: number, received: unknown) {
    const got = cents(received);
    if (got === expected) return;
    this.fail({
      call,
      path,
      message: what,
      expected: money(expected),
      received: got === null ? describe(received) : money(got),
    });
  }

  /** A value must equal `expected`. */
  equal(call: EndpointName, path: string, what: string, expected: unknown, received: unknown) {
    if (Object.is(expected, received)) return;
    this.fail({
      call,
      path,
      message: what,
      expected: JSON.stringify(expected),
      received: describe(received),
    });
  }

  /** A page's row whose `key` is `id`, held to the expected fields (money fields in cents). */
  listed(
    call: EndpointName,
    page: Obj,
    key: string,
    id: unknown,
    what: string,
    fields: Obj,
    moneyFields: Record<string, number> = {},
  ) {
    const at = `value.list[${key}=${String(id)}]`;
    const row = listOf(page).find((r) => r[key] === id);
    if (!row) {
      this.fail({
        call,
        path: at,
        message: `${what} is listed`,
        expected: 'listed',
        received: 'not listed',
      });
      return;
    }
    const listedWhat = `the listed ${what.replace(/^the /, '')}`;
    for (const [field, value] of Object.entries({ ...fields, ...moneyFields })) {
      const check = field in moneyFields ? this.money : this.equal;
      check.call(this, call, `${at}.${field}`, listedWhat, value as never, row[field]);
    }
  }

  fail(finding: Omit<Finding, 'check' | 'severity'> & Partial<Pick<Finding, 'check'>>) {
    this.findings.push({ check: 'value', severity: 'error', ...finding });
  }

  warn(finding: Omit<Finding, 'check' | 'severity'>) {
    this.findings.push({ check: 'value', severity: 'warning', ...finding });
  }

  stop(finding: Omit<Finding, 'check' | 'severity'> & Partial<Pick<Finding, 'check'>>): never {
    this.fail(finding);
    throw new Stop(finding.message);
  }

  /** Logs in; the token (a failure stops the workflow). */
  async login(username: string, password: string): Promise<string> {
    const value = await this.value('login', loginInput({ username, password }), null);
    if (typeof value.token !== 'string' || !value.token)
      this.stop({
        call: 'login',
        path: 'value.token',
        message: 'no token',
        received: describe(value.token),
      });
    return value.token;
  }
}

const failureText = (body: Envelope) =>
  body.success === false
    ? `${String(body.errorCode)} "${String(body.message)}"`
    : `success ${describe(body.success)}`;

/** One workflow. */
export interface Flow {
  id: string;
  title: string;
  domain: EndpointDomain;
  writes: boolean;
  /** Why it cannot run with these options, or null. */
  needs?: (options: FlowOptions) => string | null;
  run: (ctx: FlowContext, token: string) => Promise<void>;
}

/** A wallet's balance in a balance answer, in cents (null when the wallet is not listed). */
function walletCents(balance: Obj, accountTypeId: number): unknown {
  const list = Array.isArray(balance.balance) ? (balance.balance as Obj[]) : [];
  return list.find((w) => w.accountTypeId === accountTypeId)?.availBalance;
}

const walletPath = (prefix: string, id: number) =>
  `${prefix}balance[accountTypeId=${id}].availBalance`;

/** The balances a wallet transfer must leave, checked in a balance (or transfer) answer. */
function expectWallets(
  ctx: FlowContext,
  call: EndpointName,
  answer: Obj,
  expected: { main: number; vendor: number; vendorId: number; vendorName: string; sum: number },
  when: string,
) {
  ctx.money(
    call,
    walletPath('value.', MAIN_ACCOUNT_TYPE_ID),
    `the main wallet (accountTypeId ${MAIN_ACCOUNT_TYPE_ID}) ${when}`,
    expected.main,
    walletCents(answer, MAIN_ACCOUNT_TYPE_ID),
  );
  ctx.money(
    call,
    walletPath('value.', expected.vendorId),
    `the vendor wallet ${expected.vendorName} (accountTypeId ${expected.vendorId}) ${when}`,
    expected.vendor,
    walletCents(answer, expected.vendorId),
  );
  ctx.money(
    call,
    'value.sumBalance',
    `the sum of the wallets ${when}`,
    expected.sum,
    answer.sumBalance,
  );
}

const needsPaymentPassword = (o: FlowOptions) =>
  o.paymentPassword ? null : 'needs the payment password: pass --payment-password';

const listOf = (value: Obj): Obj[] => (Array.isArray(value.list) ? (value.list as Obj[]) : []);

const rowText = (row: Obj | undefined) =>
  row ? `${String(row.transType)} ${String(row.amount)} (balance ${String(row.balance)})` : 'none';

/**
 * A money request that must answer a PENDING order with its amount (and fields), listed as such
 * by its order number.
 */
async function pendingOrder(
  ctx: FlowContext,
  token: string,
  write: EndpointName,
  input: Obj,
  list: EndpointName,
  what: string,
  amountMinor: number,
  fields: Obj = {},
) {
  const order = await ctx.value(write, input, token);
  const expected = { status: 'PENDING', ...fields };
  for (const [field, value] of Object.entries(expected))
    ctx.equal(write, `value.${field}`, `a new ${what}`, value, order[field]);
  ctx.money(write, 'value.amount', `the ${what} asked for`, amountMinor, order.amount);
  const page = await ctx.value(list, { pageNo: 1, pageSize: 10, orderNo: order.orderNo }, token);
  ctx.listed(list, page, 'orderNo', order.orderNo, `the ${what}`, expected, {
    amount: amountMinor,
  });
}

/** The workflows, in the order they run (the captcha last: it leaves the account asking for one). */
export const FLOWS: Flow[] = [
  {
    id: 'wallet-balances',
    title: 'The wallets add up to the balance sum, and the vendor wallets agree',
    domain: 'wallet',
    writes: false,
    run: async (ctx, token) => {
      const balance = await ctx.value('balance', { typeId: 0 }, token);
      const list = Array.isArray(balance.balance) ? (balance.balance as Obj[]) : [];
      const sum = list.reduce((n, w) => n + (cents(w.availBalance) ?? 0), 0);
      ctx.money(
        'balance',
        'value.sumBalance',
        'the sum of value.balance[].availBalance',
        sum,
        balance.sumBalance,
      );
      const vendors = await ctx.value('merchantWallet', {}, token);
      for (const wallet of listOf(vendors).filter((w) => w.transferable === true)) {
        const id = wallet.accountTypeId as number;
        const inBalance = walletCents(balance, id);
        if (inBalance === undefined) continue;
        ctx.money(
          'merchantWallet',
          `value.list[accountTypeId=${id}].balance`,
          `the vendor wallet ${String(wallet.displayName)} as the balance call answers it`,
          cents(inBalance) ?? Number.NaN,
          wallet.balance,
        );
      }
    },
  },
  {
    id: 'wallet-transfer',
    title: 'A transfer to a vendor wallet and back moves each wallet by exactly the amount',
    domain: 'wallet',
    writes: true,
    run: async (ctx, token) => {
      const vendors = await ctx.value('merchantWallet', {}, token);
      const vendor = listOf(vendors).find(
        (w) => w.transferable === true && w.accountTypeId !== MAIN_ACCOUNT_TYPE_ID,
      );
      if (!vendor)
        return ctx.stop({
          call: 'merchantWallet',
          path: 'value.list[].transferable',
          message: 'no vendor wallet accepts transfers',
          expected: 'a transferable wallet',
          received: 'none',
        });
      const vendorId = vendor.accountTypeId as number;
      const vendorName = String(vendor.displayName);
      const before = await ctx.value('balance', { typeId: 0 }, token);
      const main = cents(walletCents(before, MAIN_ACCOUNT_TYPE_ID));
      const sum = cents(before.sumBalance);
      const start = { main, vendor: cents(walletCents(before, vendorId)), sum };
      if (start.main === null || start.vendor === null || start.sum === null)
        return ctx.stop({
          call: 'balance',
          path: 'value.balance',
          message: 'the main and vendor wallets must be listed with exact amounts',
          received: describe(before.balance),
        });
      if (start.main < AMOUNT_MINOR)
        return ctx.stop({
          call: 'balance',
          path: walletPath('value.', MAIN_ACCOUNT_TYPE_ID),
          message: `the main wallet must hold ${money(AMOUNT_MINOR)} to move`,
          expected: `≥ ${money(AMOUNT_MINOR)}`,
          received: money(start.main),
        });
      const amount = fromMinor(AMOUNT_MINOR);
      const moved = {
        main: start.main - AMOUNT_MINOR,
        vendor: start.vendor + AMOUNT_MINOR,
        vendorId,
        vendorName,
        sum: start.sum,
      };
      const when = `after moving ${money(AMOUNT_MINOR)} from the main wallet to ${vendorName}`;
      const out = { amount, fromAccountTypeId: MAIN_ACCOUNT_TYPE_ID, toAccountTypeId: vendorId };
      expectWallets(
        ctx,
        'walletTransfer',
        await ctx.value('walletTransfer', out, token),
        moved,
        when,
      );
      expectWallets(ctx, 'balance', await ctx.value('balance', { typeId: 0 }, token), moved, when);

      const back = { amount, fromAccountTypeId: vendorId, toAccountTypeId: MAIN_ACCOUNT_TYPE_ID };
      const restored = { ...moved, main: start.main, vendor: start.vendor };
      const whenBack = `after moving ${money(AMOUNT_MINOR)} back from ${vendorName}`;
      expectWallets(
        ctx,
        'walletTransfer',
        await ctx.value('walletTransfer', back, token),
        restored,
        whenBack,
      );
      expectWallets(
        ctx,
        'balance',
        await ctx.value('balance', { typeId: 0 }, token),
        restored,
        whenBack,
      );

      // The account record (the main wallet's rows): the transfer out, then the transfer in.
      const record = listOf(
        await ctx.value('memberTransactions', { pageNo: 1, pageSize: 10 }, token),
      );
      const find = (type: string, balance: number) =>
        record.findIndex(
          (r) =>
            r.transType === type &&
            Math.abs(cents(r.amount) ?? 0) === AMOUNT_MINOR &&
            cents(r.balance) === balance,
        );
      const outRow = find('TRANSFER_OUT', start.main - AMOUNT_MINOR);
      const inRow = find('TRANSFER_IN', start.main);
      const newest = record.slice(0, 3).map(rowText).join('; ') || 'no rows';
      if (outRow < 0)
        ctx.fail({
          call: 'memberTransactions',
          path: 'value.list[transType=TRANSFER_OUT]',
          message: 'the account record lists the transfer out with the balance after it',
          expected: `TRANSFER_OUT ${money(AMOUNT_MINOR)} (balance ${money(start.main - AMOUNT_MINOR)})`,
          received: newest,
        });
      if (inRow < 0)
        ctx.fail({
          call: 'memberTransactions',
          path: 'value.list[transType=TRANSFER_IN]',
          message: 'the account record lists the transfer back with the balance after it',
          expected: `TRANSFER_IN ${money(AMOUNT_MINOR)} (balance ${money(start.main)})`,
          received: newest,
        });
      if (outRow >= 0 && inRow >= 0 && inRow > outRow)
        ctx.fail({
          call: 'memberTransactions',
          path: 'value.list',
          message: 'newest first: the transfer back is listed above the transfer out',
          expected: 'TRANSFER_IN before TRANSFER_OUT',
          received: newest,
        });
    },
  },
  {
    id: 'withdrawal',
    title:
      'A withdrawal is pending with its amount and holds it; a wrong payment password moves nothing',
    domain: 'wallet',
    writes: true,
    needs: needsPaymentPassword,
    run: async (ctx, token) => {
      const info = await ctx.value('withdrawInfo', {}, token);
      const account = (Array.isArray(info.accounts) ? (info.accounts as Obj[]) : [])[0];
      if (!account)
        return ctx.stop({
          call: 'withdrawInfo',
          path: 'value.accounts',
          message: 'the member has no withdrawal account to withdraw to',
          expected: 'at least one account',
          received: 'none',
        });
      const amountMinor = Math.max(cents(info.minAmount) ?? 0, AMOUNT_MINOR);
      const main = cents(
        walletCents(await ctx.value('balance', { typeId: 0 }, token), MAIN_ACCOUNT_TYPE_ID),
      );
      if (main === null || main < amountMinor)
        return ctx.stop({
          call: 'balance',
          path: walletPath('value.', MAIN_ACCOUNT_TYPE_ID),
          message: `the main wallet must hold ${money(amountMinor)} to withdraw`,
          expected: `≥ ${money(amountMinor)}`,
          received: main === null ? 'not an exact amount' : money(main),
        });
      const orders = await ctx.value('withdrawals', { pageNo: 1, pageSize: 10 }, token);
      const request = { accountId: account.accountId, amount: fromMinor(amountMinor) };

      // A wrong payment password: refused, nothing held, no order.
      const wrong = { ...request, password: `${ctx.options.paymentPassword!}-not` };
      await ctx.refused('withdraw', wrong, token, 'a withdrawal with a wrong payment password');
      const unchanged = await ctx.value('balance', { typeId: 0 }, token);
      ctx.money(
        'balance',
        walletPath('value.', MAIN_ACCOUNT_TYPE_ID),
        'the main wallet after a withdrawal refused for a wrong payment password',
        main,
        walletCents(unchanged, MAIN_ACCOUNT_TYPE_ID),
      );
      const still = await ctx.value('withdrawals', { pageNo: 1, pageSize: 10 }, token);
      ctx.equal(
        'withdrawals',
        'value.totalCount',
        'no withdrawal order after a wrong payment password',
        orders.totalCount,
        still.totalCount,
      );

      // The right one: pending, listed with its amount, the amount held.
      const withdraw = { ...request, password: ctx.options.paymentPassword };
      await pendingOrder(
        ctx,
        token,
        'withdraw',
        withdraw,
        'withdrawals',
        'withdrawal',
        amountMinor,
      );
      const after = await ctx.value('balance', { typeId: 0 }, token);
      ctx.money(
        'balance',
        walletPath('value.', MAIN_ACCOUNT_TYPE_ID),
        `the main wallet after a pending withdrawal of ${money(amountMinor)}`,
        main - amountMinor,
        walletCents(after, MAIN_ACCOUNT_TYPE_ID),
      );
    },
  },
  {
    id: 'deposit',
    title: 'A deposit request is listed as pending with its channel and amount',
    domain: 'wallet',
    writes: true,
    run: async (ctx, token) => {
      const channels = await ctx.value('depositChannels', {}, token);
      const list = Array.isArray(channels.channels) ? (channels.channels as Obj[]) : [];
      const channel = list.find((c) => c.open === true);
      if (!channel)
        return ctx.stop({
          call: 'depositChannels',
          path: 'value.channels[].open',
          message: 'no deposit channel is open',
          expected: 'an open channel',
          received: 'none',
        });
      const amountMinor = Math.max(cents(channel.minAmount) ?? 0, AMOUNT_MINOR);
      const request = { channelId: channel.channelId, amount: fromMinor(amountMinor) };
      await pendingOrder(ctx, token, 'deposit', request, 'depositOrders', 'deposit', amountMinor, {
        channelId: channel.channelId,
      });
    },
  },
  {
    id: 'point-redeem',
    title: 'A point-mall redeem spends the price, is listed, and takes one from the stock',
    domain: 'points',
    writes: true,
    needs: needsPaymentPassword,
    run: async (ctx, token) => {
      const points = (await ctx.value('pointBalance', {}, token)).pointBalance as number;
      const goods = () =>
        ctx.value('pointReward', { pageNo: 1, pageSize: 100 }, token).then(listOf);
      const candidates = (await goods())
        .filter(
          (r) =>
            (r.availableQuantity as number) > 0 &&
            (r.pointsRequired as number) <= points &&
            r.amountRequired === 0,
        )
        .sort(
          (a, b) =>
            Number(a.needAddress) - Number(b.needAddress) ||
            (a.pointsRequired as number) - (b.pointsRequired as number),
        );
      const reward = candidates[0];
      if (!reward)
        return ctx.stop({
          call: 'pointReward',
          path: 'value.list',
          message: 'no good in stock that the point balance pays for',
          expected: `a good of at most ${points} points, in stock, no deposit required`,
          received: 'none',
        });
      const price = reward.pointsRequired as number;
      const stock = reward.availableQuantity as number;
      const redeemed = await ctx.value(
        'redeemPointReward',
        {
          rewardId: reward.rewardId,
          quantity: 1,
          password: ctx.options.paymentPassword,
          ...(reward.needAddress
            ? { address: 'Contract check, 1 Test Street', phone: '9170000000' }
            : {}),
        },
        token,
      );
      const what = `the point balance after redeeming ${String(reward.name)} (${price} points)`;
      ctx.equal(
        'redeemPointReward',
        'value.pointBalance',
        what,
        points - price,
        redeemed.pointBalance,
      );
      ctx.equal(
        'pointBalance',
        'value.pointBalance',
        what,
        points - price,
        (await ctx.value('pointBalance', {}, token)).pointBalance,
      );
      const history = await ctx.value('redeemPointList', { pageNo: 1, pageSize: 12 }, token);
      ctx.listed('redeemPointList', history, 'redeemId', redeemed.redeemId, 'the redeem', {
        rewardId: reward.rewardId,
        points: price,
        quantity: 1,
      });
      const again = (await goods()).find((r) => r.rewardId === reward.rewardId);
      ctx.equal(
        'pointReward',
        `value.list[rewardId=${String(reward.rewardId)}].availableQuantity`,
        'the stock after one redeem',
        stock - 1,
        again?.availableQuantity,
      );
    },
  },
  {
    id: 'agent-transfer',
    title: "An agent's transfer reaches a direct downline; one outside the team is refused",
    domain: 'agent',
    writes: true,
    needs: (o) =>
      !o.agentUsername || !o.agentPassword
        ? 'needs an agent: pass --agent-username and --agent-password'
        : !(o.agentPaymentPassword ?? o.paymentPassword)
          ? "needs the agent's payment password: pass --agent-payment-password"
          : null,
    run: async (ctx) => {
      const o = ctx.options;
      const agent = await ctx.login(o.agentUsername!, o.agentPassword!);
      const password = o.agentPaymentPassword ?? o.paymentPassword!;
      const team = listOf(
        await ctx.value('downlines', { pageNo: 1, pageSize: 10, depth: 1 }, agent),
      );
      const downline = team.find((d) => d.level === 1 && cents(d.balance) !== null);
      if (!downline)
        return ctx.stop({
          call: 'downlines',
          path: 'value.list[level=1]',
          message: 'the agent has no direct downline',
          expected: 'a direct downline',
          received: 'none',
        });
      const account = String(downline.account);
      const before = cents(downline.balance)!;
      const agentMain = () =>
        ctx
          .value('balance', { typeId: 0 }, agent)
          .then((b) => walletCents(b, MAIN_ACCOUNT_TYPE_ID));
      const start = cents(await agentMain());
      if (start === null || start < AMOUNT_MINOR)
        return ctx.stop({
          call: 'balance',
          path: walletPath('value.', MAIN_ACCOUNT_TYPE_ID),
          message: `the agent's main wallet must hold ${money(AMOUNT_MINOR)}`,
          received: start === null ? 'not an exact amount' : money(start),
        });

      const sent = await ctx.value(
        'downlineTransfer',
        { account, amount: fromMinor(AMOUNT_MINOR), password },
        agent,
      );
      ctx.money(
        'downlineTransfer',
        'value.amount',
        `the transfer to ${account}`,
        AMOUNT_MINOR,
        sent.amount,
      );
      ctx.money(
        'downlineTransfer',
        'value.balance',
        `the agent's main wallet after sending ${money(AMOUNT_MINOR)} to ${account}`,
        start - AMOUNT_MINOR,
        sent.balance,
      );
      ctx.money(
        'balance',
        walletPath('value.', MAIN_ACCOUNT_TYPE_ID),
        `the agent's main wallet after sending ${money(AMOUNT_MINOR)} to ${account}`,
        start - AMOUNT_MINOR,
        await agentMain(),
      );
      const listed = listOf(
        await ctx.value('downlines', { pageNo: 1, pageSize: 10, depth: 1, account }, agent),
      ).find((d) => d.account === account);
      ctx.money(
        'downlines',
        `value.list[account=${account}].balance`,
        `the downline ${account}'s balance in the team list after receiving ${money(AMOUNT_MINOR)}`,
        before + AMOUNT_MINOR,
        listed?.balance,
      );

      const outsider = o.outsider ?? o.username;
      await ctx.refused(
        'downlineTransfer',
        { account: outsider, amount: fromMinor(AMOUNT_MINOR), password },
        agent,
        `a transfer to ${outsider}, outside the team`,
      );
      ctx.money(
        'balance',
        walletPath('value.', MAIN_ACCOUNT_TYPE_ID),
        `the agent's main wallet after a transfer to ${outsider} was refused`,
        start - AMOUNT_MINOR,
        await agentMain(),
      );
    },
  },
  {
    id: 'session-logout',
    title: 'Logout ends the token: a call with it answers 401',
    domain: 'auth',
    writes: true,
    run: async (ctx) => {
      const token = await ctx.login(ctx.options.username, ctx.options.password);
      await ctx.value('balance', { typeId: 0 }, token);
      await ctx.call('logout', {}, token);
      const { status } = await ctx.call('balance', { typeId: 0 }, token);
      ctx.equal('balance', 'HTTP status', 'a call with the token after logout', 401, status);
    },
  },
  {
    id: 'login-captcha',
    title: 'The captcha is demanded after the documented number of failed logins',
    domain: 'auth',
    writes: true,
    run: async (ctx) => {
      const { username, password, captchaCode } = ctx.options;
      const after = ctx.options.captchaAfter ?? DEFAULT_CAPTCHA_AFTER;
      for (let n = 1; n <= after; n += 1) {
        const wrong = loginInput({ username, password: `${password}-wrong-${n}` });
        const failed = await ctx.refused('login', wrong, null, 'a wrong password');
        const flag = (failed.value as Obj | null | undefined)?.captcha === true;
        ctx.equal('login', 'value.captcha', `failed login ${n} of ${after}`, n >= after, flag);
      }
      const right = loginInput({ username, password });
      const refused = await ctx.refused(
        'login',
        right,
        null,
        `the right password without the captcha after ${after} failures`,
      );
      ctx.equal(
        'login',
        'value.captcha',
        'a login without the captcha once it is demanded',
        true,
        (refused.value as Obj | null | undefined)?.captcha,
      );
      if (captchaCode === undefined) {
        ctx.warn({
          call: 'login',
          message: `${username} now needs the captcha to log in: pass --captcha-code to log in with it at the end`,
        });
        return;
      }
      await ctx.value('login', { ...right, captcha: captchaCode }, null);
    },
  },
];

export const FLOW_IDS = FLOWS.map((f) => f.id);

/** Runs the workflows; one result row per workflow, the coverage of answers per endpoint. */
export async function runFlows(options: FlowOptions): Promise<RunReport> {
  const startedAt = new Date();
  const unknown = (options.only ?? []).filter((id) => !FLOW_IDS.includes(id));
  if (unknown.length)
    throw new UsageError(
      `--only: no workflow named ${unknown.join(', ')} (${FLOW_IDS.join(', ')})`,
    );
  const selection = FLOWS.filter((f) => !options.only?.length || options.only.includes(f.id));
  const session = { token: null as string | null };
  const api = instrumentedClient(options, session);
  await api.probe();
  const validation: ValidateOptions = {
    strict: options.strict,
    latencyBudgetMs: options.latencyBudgetMs ?? DEFAULT_LATENCY_BUDGET_MS,
  };
  if (!options.merchant) {
    const merchant = (
      parseJson((await api.exchange('brandConfig', {}))?.text ?? '') as Obj | undefined
    )?.merchant;
    if (typeof merchant === 'string') api.setMerchant(merchant);
  }
  const login = parseJson((await api.exchange('login', loginInput(options)))?.text ?? '') as
    | Envelope
    | undefined;
  const token = (login?.value as Obj | undefined)?.token;
  if (typeof token !== 'string' || !token) {
    const detail = login ? JSON.stringify(login).slice(0, 200) : 'no answer';
    throw new UsageError(`login as ${options.username} failed: ${detail}`);
  }

  const results: EndpointResult[] = [];
  for (const flow of selection) {
    const facts = {
      name: flow.id,
      domain: flow.domain,
      method: 'FLOW',
      path: '',
      title: flow.title,
      module: '',
      token: true,
      writes: flow.writes,
    };
    const blocked =
      flow.writes && !options.allowWrites
        ? 'changes data: runs only with --allow-writes'
        : flow.needs?.(options);
    let result: EndpointResult;
    if (blocked) result = { ...facts, outcome: 'skip', skipReason: blocked, findings: [] };
    else {
      const ctx = new FlowContext(api, session, validation, options);
      try {
        await flow.run(ctx, token);
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
      }
      result = {
        ...facts,
        path: ctx.calls.join(' → '),
        outcome: outcomeOf(ctx.findings),
        httpStatus: ctx.status,
        latencyMs: Math.round(ctx.latencyMs),
        findings: ctx.findings,
      };
    }
    results.push(result);
    options.onProgress?.(results.length, selection.length, result);
  }

  return {
    tool: 'contract:flows',
    target: options.baseUrl,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    settings: {
      ...runSettings(options, validation, api),
      player: options.username,
      agent: options.agentUsername ?? '(none)',
    },
    results,
    coverage: api.coverage(),
  };
}

export const USAGE = `Usage: npm run contract:flows -- --base-url URL --username U --password P [options]

Runs workflows that chain calls and hold their values (money moves exactly, orders are listed,
tokens end) against a backend; every answer is also held to the contract.

${COMMON_USAGE}
  --username U --password P
                          the player the workflows run as (required)
  --allow-writes          also run the workflows that change data (all but wallet-balances)
  --only a,b,...          only these workflows: ${FLOW_IDS.join(', ')}
  --payment-password PW   the player's payment password (withdrawal, point-redeem)
  --agent-username U --agent-password P
                          an agent with a direct downline (agent-transfer)
  --agent-payment-password PW
                          the agent's payment password (default: --payment-password)
  --outsider ACCOUNT      an account outside the agent's team (default: the player)
  --captcha-after N       failed logins before the captcha is demanded (default ${DEFAULT_CAPTCHA_AFTER})
  --captcha-code TEXT     a captcha answer the backend accepts, to log in again after
                          login-captcha (without it the player is left asking for a captcha)

Or: npm run contract:flows -- --arazzo FILE [--arazzo-openapi PATH]
  writes the workflows as an Arazzo 1.0 document (FILE) over the generated OpenAPI document,
  written beside it as openapi.json unless --arazzo-openapi names where it is; run it with
  npx redocly respect FILE --server portal=URL --input username=U --input password=P

Exit codes: 0 all pass, 1 violations, 2 usage or configuration error, 3 backend unreachable.`;

export function parseFlowArgs(
  argv: string[],
): FlowOptions & { reportDir?: string; help?: boolean } {
  const values = parseOptions(argv, {
    ...COMMON_OPTIONS,
    'payment-password': { type: 'string' },
    'agent-username': { type: 'string' },
    'agent-password': { type: 'string' },
    'agent-payment-password': { type: 'string' },
    outsider: { type: 'string' },
    'captcha-after': { type: 'string' },
    'captcha-code': { type: 'string' },
  });
  if (values.help) return { baseUrl: '', username: '', password: '', help: true };
  const text = (name: string) => values[name] as string | undefined;
  const common = commonOptions(values);
  const { username, password } = common;
  if (username === undefined || password === undefined)
    throw new UsageError('--username and --password are required');
  if ((text('agent-username') === undefined) !== (text('agent-password') === undefined))
    throw new UsageError('--agent-username and --agent-password go together');
  const after = text('captcha-after');
  const captchaAfter = after === undefined ? undefined : Number(after);
  if (captchaAfter !== undefined && (!Number.isInteger(captchaAfter) || captchaAfter < 1))
    throw new UsageError('--captcha-after: a whole number above 0');
  return {
    ...common,
    username,
    password,
    paymentPassword: text('payment-password'),
    agentUsername: text('agent-username'),
    agentPassword: text('agent-password'),
    agentPaymentPassword: text('agent-payment-password'),
    outsider: text('outsider'),
    captchaAfter,
    captchaCode: text('captcha-code'),
  };
}

/** The command: returns the exit code. */
export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  if (argv.some((a) => a === '--arazzo' || a.startsWith('--arazzo='))) return arazzoMain(argv, io);
  return runReportingCli(
    io,
    'contract:flows',
    USAGE,
    () => parseFlowArgs(argv),
    (options) => runFlows({ ...options, onProgress: progressPrinter(io) }),
  );
}

/** `--arazzo FILE [--arazzo-openapi PATH]`: writes the Arazzo document, runs nothing. */
function arazzoMain(argv: string[], io: CliIo): number {
  let values: { arazzo?: string; 'arazzo-openapi'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { arazzo: { type: 'string' }, 'arazzo-openapi': { type: 'string' } },
    }));
  } catch (error) {
    io.err(`contract:flows: ${(error as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  const written = writeArazzo(values.arazzo!, values['arazzo-openapi']);
  io.out(`Arazzo document: ${written.arazzo}\nOpenAPI document: ${written.openApi}\n`);
  io.out(
    `Checked less exactly than contract:flows:\n${EXPRESSED_LIMITS.map((l) => `- ${l}\n`).join('')}`,
  );
  return 0;
}

runWhenMain(import.meta.url, main);

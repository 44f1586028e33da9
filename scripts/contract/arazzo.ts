/**
 * `contract:flows --arazzo FILE` (issue 27): the workflows as an Arazzo 1.0 document over the
 * generated OpenAPI document, for an existing runner (Redocly CLI's `respect`):
 *
 *   npx redocly respect FILE --server portal=URL --input username=U --input password=P ...
 *
 * Each step names its operation (operationId, or operationPath for the brand file), sends the
 * Merchant and ModuleId headers the document asks for and the token that login answered, and
 * holds its answer with successCriteria; values travel between steps as outputs (the merchant
 * from the brand file, the token from login, the balances before a transfer).
 *
 * What Arazzo cannot express is said in the document's description (EXPRESSED_LIMITS): no
 * arithmetic (a move by exactly the amount), no search in a list by a key, no loops; the
 * point-mall redeem and the captcha workflow stay contract:flows only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MAIN_ACCOUNT_TYPE_ID } from '../../src/api/contract/constants';
import { fromMinor } from '../../src/lib/money';
import { buildOpenApi } from './openapi';

/** The name the OpenAPI document goes by in the Arazzo document (`--server portal=URL`). */
export const SOURCE_NAME = 'portal';
/** What each money workflow moves (the same as contract:flows). */
const AMOUNT = fromMinor(1000);

/** What the Arazzo document checks less exactly than contract:flows, said in its description. */
export const EXPRESSED_LIMITS = [
  'Arazzo criteria have no arithmetic: a transfer is checked by its direction (main wallet down, vendor wallet up), the unchanged sum, and each wallet back at its exact balance after the transfer back; contract:flows checks the exact amount of each move.',
  'Arazzo outputs read JSON pointers, not searches: the main and vendor wallets are read at the positions the balance answer lists them (the criteria check their accountTypeId), and the vendor wallet is the first one merchantWallet lists (checked transferable).',
  'A withdrawal is checked by the main wallet going down, not by exactly its amount (no arithmetic); a wrong payment password by the balance and the order count left unchanged. Both withdraw and deposit use the smallest amount the backend names.',
  "An agent transfer is checked by the agent's wallet matching the balance the transfer answers and the downline's balance going up, not by exactly the amount; the downline is the first direct one listed.",
  'Not written as Arazzo (contract:flows only): the point-mall redeem picks its good by a search in a list (in stock, affordable) and checks the stock and points by arithmetic; the captcha after N failed logins leaves the account asking for a captcha, which a runner cannot undo.',
];

type Obj = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: Array<{ name?: string; in?: string; example?: unknown; $ref?: string }>;
  security?: Array<Record<string, unknown>>;
}

interface StepSpec {
  stepId: string;
  operationId: string;
  description: string;
  /** No token (login, the brand file), or the token of this expression. */
  token?: string | null;
  query?: Obj;
  body?: unknown;
  criteria?: string[];
  outputs?: Record<string, string>;
  /** The status the answer must have (default 200). */
  status?: number;
}

const criterion = (condition: string) => ({ condition });

function operations(document: Obj): Map<string, { path: string; method: string; op: Operation }> {
  const byId = new Map<string, { path: string; method: string; op: Operation }>();
  for (const [p, item] of Object.entries(document.paths as Record<string, Obj>))
    for (const [method, op] of Object.entries(item as Record<string, Operation>))
      if (op.operationId) byId.set(op.operationId, { path: p, method, op });
  return byId;
}

/** Builds the Arazzo document; `openApiUrl` is where it finds the OpenAPI document. */
export function buildArazzo(openApiUrl: string): Obj {
  const document = buildOpenApi().document as unknown as Obj;
  const ops = operations(document);

  const step = (s: StepSpec): Obj => {
    const found = ops.get(s.operationId);
    if (!found) throw new Error(`no operation ${s.operationId} in the OpenAPI document`);
    const moduleId = found.op.parameters?.find((p) => p.name === 'ModuleId')?.example;
    const parameters: Obj[] = [];
    if (s.operationId !== 'brandConfig')
      parameters.push({ name: 'Merchant', in: 'header', value: '$steps.brand.outputs.merchant' });
    if (typeof moduleId === 'string')
      parameters.push({ name: 'ModuleId', in: 'header', value: moduleId });
    if (s.token) parameters.push({ name: 'Authorization', in: 'header', value: s.token });
    for (const [name, value] of Object.entries(s.query ?? {}))
      parameters.push({ name, in: 'query', value });
    // The brand file is a deployment file, not a platform call: named by its path.
    const target =
      s.operationId === 'brandConfig'
        ? {
            operationPath: `{$sourceDescriptions.${SOURCE_NAME}.url}#/paths/${found.path.replaceAll('~', '~0').replaceAll('/', '~1')}/${found.method}`,
          }
        : { operationId: s.operationId };
    return {
      stepId: s.stepId,
      description: s.description,
      ...target,
      ...(parameters.length ? { parameters } : {}),
      ...(s.body !== undefined
        ? { requestBody: { contentType: 'application/json', payload: s.body } }
        : {}),
      successCriteria: [
        criterion(`$statusCode == ${s.status ?? 200}`),
        ...(s.criteria ?? []).map(criterion),
      ],
      ...(s.outputs ? { outputs: s.outputs } : {}),
    };
  };

  const ok = '$response.body#/success == true';
  const brand = step({
    stepId: 'brand',
    operationId: 'brandConfig',
    description: 'The brand file names the merchant the calls send in the Merchant header.',
    criteria: ["$response.body#/merchant != ''"],
    outputs: { merchant: '$response.body#/merchant' },
  });
  const login = (stepId: string, username: string, password: string) =>
    step({
      stepId,
      operationId: 'login',
      description: `Log in as ${username}: the token goes into the Authorization header of the calls after it.`,
      body: { username, password, type: 'username' },
      criteria: [ok, "$response.body#/value/token != ''"],
      outputs: { token: '$response.body#/value/token' },
    });
  const playerLogin = login('login', '$inputs.username', '$inputs.password');
  const token = '$steps.login.outputs.token';
  const balance = (
    stepId: string,
    description: string,
    criteria: string[],
    outputs?: Record<string, string>,
    withVendor = true,
  ) =>
    step({
      stepId,
      operationId: 'balance',
      description,
      token,
      query: { typeId: 0 },
      criteria: [
        ok,
        `$response.body#/value/balance/0/accountTypeId == ${MAIN_ACCOUNT_TYPE_ID}`,
        ...(withVendor
          ? ['$response.body#/value/balance/1/accountTypeId == $steps.vendors.outputs.vendorId']
          : []),
        ...criteria,
      ],
      outputs,
    });
  /** A money request answered PENDING with its amount, then listed by its order number. */
  const pending = (
    write: string,
    list: string,
    what: string,
    payload: Obj,
    fields: Record<string, string>,
  ): Obj[] => {
    const expect = Object.entries({ status: "'PENDING'", ...fields });
    return [
      step({
        stepId: write,
        operationId: write,
        description: `The ${what} is answered pending with its amount.`,
        token,
        body: payload,
        criteria: [ok, ...expect.map(([f, v]) => `$response.body#/value/${f} == ${v}`)],
        outputs: { orderNo: '$response.body#/value/orderNo' },
      }),
      step({
        stepId: `${write}-listed`,
        operationId: list,
        description: `The ${what} is listed by its order number, pending with its amount.`,
        token,
        query: { pageNo: 1, pageSize: 10, orderNo: `$steps.${write}.outputs.orderNo` },
        criteria: [
          ok,
          `$response.body#/value/list/0/orderNo == $steps.${write}.outputs.orderNo`,
          ...expect.map(([f, v]) => `$response.body#/value/list/0/${f} == ${v}`),
        ],
      }),
    ];
  };
  const main = '$response.body#/value/balance/0/availBalance';
  const vendor = '$response.body#/value/balance/1/availBalance';
  const sum = '$response.body#/value/sumBalance';
  const before = '$steps.before.outputs';
  const transfer = (stepId: string, from: string | number, to: string | number, what: string) =>
    step({
      stepId,
      operationId: 'walletTransfer',
      description: `Move ${AMOUNT} ${what}.`,
      token,
      body: { amount: AMOUNT, fromAccountTypeId: from, toAccountTypeId: to },
      criteria: [ok],
    });
  const credentials = {
    type: 'object',
    properties: {
      username: { type: 'string', description: 'The player the workflows run as.' },
      password: { type: 'string', format: 'password' },
    },
    required: ['username', 'password'],
  };
  const withPaymentPassword = {
    ...credentials,
    properties: {
      ...credentials.properties,
      paymentPassword: { type: 'string', format: 'password', description: "The player's." },
    },
    required: [...credentials.required, 'paymentPassword'],
  };
  const agentToken = '$steps.agent-login.outputs.token';
  const agentMain = (stepId: string, description: string, criteria: string[]) =>
    step({
      stepId,
      operationId: 'balance',
      description,
      token: agentToken,
      query: { typeId: 0 },
      criteria: [
        ok,
        `$response.body#/value/balance/0/accountTypeId == ${MAIN_ACCOUNT_TYPE_ID}`,
        ...criteria,
      ],
      outputs: { main },
    });
  const mainWallet = (stepId: string, description: string, criteria: string[], out?: boolean) =>
    balance(stepId, description, criteria, out ? { main } : undefined, false);

  return {
    arazzo: '1.0.1',
    info: {
      title: 'Portal workflows (contract:flows)',
      version: String((document.info as Obj).version),
      description: [
        'The workflows of `npm run contract:flows`, for an Arazzo runner such as `redocly respect FILE --server portal=URL --input username=U --input password=P --input paymentPassword=PW --input agentUsername=A --input agentPassword=P --input agentPaymentPassword=PW`. They change data (a transfer and back, a withdrawal, a deposit request, an agent transfer, a logout): run them against a test backend.',
        'What Arazzo cannot express, checked less exactly here than by contract:flows:',
        ...EXPRESSED_LIMITS.map((l) => `- ${l}`),
      ].join('\n\n'),
    },
    sourceDescriptions: [{ name: SOURCE_NAME, url: openApiUrl, type: 'openapi' }],
    workflows: [
      {
        workflowId: 'wallet-transfer',
        summary: 'A transfer to a vendor wallet and back moves the wallets and keeps the sum',
        inputs: credentials,
        steps: [
          brand,
          playerLogin,
          step({
            stepId: 'vendors',
            operationId: 'merchantWallet',
            description: 'The first vendor wallet, which must accept transfers.',
            token,
            criteria: [ok, '$response.body#/value/list/0/transferable == true'],
            outputs: { vendorId: '$response.body#/value/list/0/accountTypeId' },
          }),
          balance(
            'before',
            'The balances before the transfer; the main wallet holds the amount.',
            [`${main} >= ${AMOUNT}`],
            { main, vendor, sum },
          ),
          transfer(
            'transfer-out',
            MAIN_ACCOUNT_TYPE_ID,
            '$steps.vendors.outputs.vendorId',
            'from the main wallet to the vendor wallet',
          ),
          balance(
            'after-out',
            'The main wallet is down, the vendor wallet up, the sum unchanged.',
            [`${main} < ${before}.main`, `${vendor} > ${before}.vendor`, `${sum} == ${before}.sum`],
          ),
          transfer(
            'transfer-back',
            '$steps.vendors.outputs.vendorId',
            MAIN_ACCOUNT_TYPE_ID,
            'back to the main wallet',
          ),
          balance('after-back', 'Each wallet is back at its balance before, the sum unchanged.', [
            `${main} == ${before}.main`,
            `${vendor} == ${before}.vendor`,
            `${sum} == ${before}.sum`,
          ]),
          step({
            stepId: 'record',
            operationId: 'memberTransactions',
            description:
              'The account record lists the transfer back above the transfer out, with the main wallet balance after each.',
            token,
            query: { pageNo: 1, pageSize: 10 },
            criteria: [
              ok,
              "$response.body#/value/list/0/transType == 'TRANSFER_IN'",
              `$response.body#/value/list/0/balance == ${before}.main`,
              "$response.body#/value/list/1/transType == 'TRANSFER_OUT'",
            ],
          }),
        ],
        outputs: { mainBefore: '$steps.before.outputs.main' },
      },
      {
        workflowId: 'withdrawal',
        summary:
          'A withdrawal is pending with its amount and holds it; a wrong payment password moves nothing',
        inputs: withPaymentPassword,
        steps: [
          brand,
          playerLogin,
          step({
            stepId: 'info',
            operationId: 'withdrawInfo',
            description:
              'The first withdrawal account and the smallest amount (what is withdrawn).',
            token,
            criteria: [ok, "$response.body#/value/accounts/0/accountId != ''"],
            outputs: {
              accountId: '$response.body#/value/accounts/0/accountId',
              amount: '$response.body#/value/minAmount',
            },
          }),
          mainWallet(
            'main-before',
            'The main wallet before; it holds the amount.',
            [`${main} >= $steps.info.outputs.amount`],
            true,
          ),
          step({
            stepId: 'orders',
            operationId: 'withdrawals',
            description: 'How many withdrawal orders there are.',
            token,
            query: { pageNo: 1, pageSize: 10 },
            criteria: [ok],
            outputs: { count: '$response.body#/value/totalCount' },
          }),
          step({
            stepId: 'wrong-password',
            operationId: 'withdraw',
            description: 'A withdrawal with a wrong payment password is refused.',
            token,
            body: {
              accountId: '$steps.info.outputs.accountId',
              amount: '$steps.info.outputs.amount',
              password: 'not-the-payment-password',
            },
            criteria: ['$response.body#/success == false'],
          }),
          mainWallet('unchanged', 'The refused withdrawal held nothing.', [
            `${main} == $steps.main-before.outputs.main`,
          ]),
          step({
            stepId: 'no-order',
            operationId: 'withdrawals',
            description: 'The refused withdrawal left no order.',
            token,
            query: { pageNo: 1, pageSize: 10 },
            criteria: [ok, '$response.body#/value/totalCount == $steps.orders.outputs.count'],
          }),
          ...pending(
            'withdraw',
            'withdrawals',
            'withdrawal',
            {
              accountId: '$steps.info.outputs.accountId',
              amount: '$steps.info.outputs.amount',
              password: '$inputs.paymentPassword',
            },
            { amount: '$steps.info.outputs.amount' },
          ),
          mainWallet('held', 'The pending withdrawal holds its amount: the main wallet is down.', [
            `${main} < $steps.main-before.outputs.main`,
          ]),
        ],
      },
      {
        workflowId: 'deposit',
        summary: 'A deposit request is listed as pending with its channel and amount',
        inputs: credentials,
        steps: [
          brand,
          playerLogin,
          step({
            stepId: 'channels',
            operationId: 'depositChannels',
            description: 'The first deposit channel, open, and its smallest amount.',
            token,
            criteria: [ok, '$response.body#/value/channels/0/open == true'],
            outputs: {
              channelId: '$response.body#/value/channels/0/channelId',
              amount: '$response.body#/value/channels/0/minAmount',
            },
          }),
          ...pending(
            'deposit',
            'depositOrders',
            'deposit',
            {
              channelId: '$steps.channels.outputs.channelId',
              amount: '$steps.channels.outputs.amount',
            },
            {
              channelId: '$steps.channels.outputs.channelId',
              amount: '$steps.channels.outputs.amount',
            },
          ),
        ],
      },
      {
        workflowId: 'agent-transfer',
        summary: "An agent's transfer reaches a direct downline; one outside the team is refused",
        inputs: {
          type: 'object',
          properties: {
            username: { type: 'string', description: "The player: outside the agent's team." },
            agentUsername: { type: 'string', description: 'An agent with a direct downline.' },
            agentPassword: { type: 'string', format: 'password' },
            agentPaymentPassword: { type: 'string', format: 'password' },
          },
          required: ['username', 'agentUsername', 'agentPassword', 'agentPaymentPassword'],
        },
        steps: [
          brand,
          login('agent-login', '$inputs.agentUsername', '$inputs.agentPassword'),
          step({
            stepId: 'team',
            operationId: 'downlines',
            description: "The first of the agent's direct downlines and its balance.",
            token: agentToken,
            query: { pageNo: 1, pageSize: 10, depth: 1 },
            criteria: [ok, '$response.body#/value/list/0/level == 1'],
            outputs: {
              account: '$response.body#/value/list/0/account',
              balance: '$response.body#/value/list/0/balance',
            },
          }),
          agentMain('agent-before', "The agent's main wallet holds the amount.", [
            `${main} >= ${AMOUNT}`,
          ]),
          step({
            stepId: 'send',
            operationId: 'downlineTransfer',
            description: `Send ${AMOUNT} to the downline.`,
            token: agentToken,
            body: {
              account: '$steps.team.outputs.account',
              amount: AMOUNT,
              password: '$inputs.agentPaymentPassword',
            },
            criteria: [
              ok,
              `$response.body#/value/amount == ${AMOUNT}`,
              '$response.body#/value/balance < $steps.agent-before.outputs.main',
            ],
            outputs: { balance: '$response.body#/value/balance' },
          }),
          agentMain('agent-after', "The agent's main wallet is what the transfer answered.", [
            `${main} == $steps.send.outputs.balance`,
          ]),
          step({
            stepId: 'team-after',
            operationId: 'downlines',
            description: "The downline's balance in the team list is up.",
            token: agentToken,
            query: { pageNo: 1, pageSize: 10, depth: 1, account: '$steps.team.outputs.account' },
            criteria: [
              ok,
              '$response.body#/value/list/0/account == $steps.team.outputs.account',
              '$response.body#/value/list/0/balance > $steps.team.outputs.balance',
            ],
          }),
          step({
            stepId: 'outsider',
            operationId: 'downlineTransfer',
            description: 'A transfer to the player, outside the team, is refused.',
            token: agentToken,
            body: {
              account: '$inputs.username',
              amount: AMOUNT,
              password: '$inputs.agentPaymentPassword',
            },
            criteria: ['$response.body#/success == false'],
          }),
          agentMain('agent-unchanged', 'The refused transfer moved nothing from the agent.', [
            `${main} == $steps.send.outputs.balance`,
          ]),
        ],
      },
      {
        workflowId: 'session-logout',
        summary: 'Logout ends the token: a call with it answers 401',
        inputs: credentials,
        steps: [
          brand,
          playerLogin,
          step({
            stepId: 'logout',
            operationId: 'logout',
            description: 'Log out.',
            token,
            criteria: [ok],
          }),
          step({
            stepId: 'after-logout',
            operationId: 'balance',
            description: 'A call with the ended token answers 401.',
            token,
            query: { typeId: 0 },
            status: 401,
          }),
        ],
      },
    ],
  };
}

/**
 * Writes the Arazzo document to `file` and the OpenAPI document beside it (openapi.json), unless
 * `openApiFile` names where the OpenAPI document is (a path or URL the Arazzo document refers to).
 */
export function writeArazzo(
  file: string,
  openApiFile?: string,
): { arazzo: string; openApi: string } {
  const dir = path.dirname(path.resolve(file));
  fs.mkdirSync(dir, { recursive: true });
  let openApi = openApiFile ?? path.join(dir, 'openapi.json');
  if (!openApiFile)
    fs.writeFileSync(openApi, `${JSON.stringify(buildOpenApi().document, null, 2)}\n`);
  const url = /^https?:/.test(openApi) ? openApi : path.relative(dir, path.resolve(openApi)) || '.';
  fs.writeFileSync(
    file,
    `${JSON.stringify(buildArazzo(url.startsWith('.') ? url : `./${url}`), null, 2)}\n`,
  );
  openApi = /^https?:/.test(openApi) ? openApi : path.resolve(openApi);
  return { arazzo: path.resolve(file), openApi };
}

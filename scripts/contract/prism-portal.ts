/**
 * `npm run contract:prism-portal`: a third-party validating proxy under the portal's own browser
 * traffic (issue 27). Stoplight Prism (`prism proxy --errors`), fed the generated OpenAPI document,
 * sits in front of the mock backend; the built portal (dist, built when missing or with --build) is
 * served with its API calls (/wps, /lgw, /lotto, /brand.json) sent through Prism and everything
 * else (pages, pictures, the control API) straight to the mock; headless Chromium then goes
 * through the portal's journeys the way a user does (by role and label, with the features' page
 * objects): a player logs in through the login popup, transfers into a vendor wallet and back,
 * requests a withdrawal and confirms the receipt of a paid one, redeems a point-mall good; an agent
 * logs in and transfers to a downline.
 *
 * Every violation Prism finds (request or response, error or warning) is reported with its call:
 * from the `sl-violations` header and the problem+json answers Prism sends back (each with the
 * method and path it answered), and from Prism's own log as a cross-check. Exit 1 on any violation
 * or a journey that could not finish; 0 otherwise. Bounded: every wait has a deadline, the whole
 * run at most --timeout seconds (default 240), and it talks only to the servers it started on
 * 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { expect, chromium, type Browser, type Page } from '@playwright/test';
import { startMockServer } from '../../mocks/server';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';
import { button, dialog, RecordsPage } from '../../features/pages/common';
import { LoginPopup } from '../../features/pages/auth';
import { MemberCentre } from '../../features/pages/member';
import { AccountMenu } from '../../features/pages/shell';
import { TransferPage } from '../../features/pages/wallet-transfer';
import { WithdrawPage } from '../../features/pages/wallet-withdraw';
import { PointMall } from '../../features/pages/points';
import { AgentCentre, AgentCentrePage } from '../../features/pages/agent';
import { portalSettled } from '../../features/support/portal';
import { eventually } from '../../features/support/waits';
import { runWhenMain } from './cli';
import { startPrism } from './prism';
import {
  summarize,
  renderReport,
  type Exchange,
  type JourneyResult,
  type PrismPortalReport,
} from './prism-report';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The paths the portal's API client calls (what the OpenAPI document describes). */
const API_PATH = /^\/(?:(?:wps|lgw|lotto)(?:\/|$)|brand\.json$)/;

/** The most exchanges kept (the journeys make a few hundred calls). */
const MAX_EXCHANGES = 5_000;

// ---- the servers

/** Sends one request on to `target` and the answer back, keeping a copy of the answer. */
function forward(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  target: URL,
  onAnswer?: (status: number, headers: http.IncomingHttpHeaders, body: Buffer) => void,
) {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: target.host },
    },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        onAnswer?.(answer.statusCode ?? 0, answer.headers, body);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(body);
      });
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  req.pipe(upstream);
}

/** The portal's origin: API calls through Prism (recorded), the rest straight to the mock. */
async function startFront(prismUrl: string, mockUrl: string, exchanges: Exchange[]) {
  const prism = new URL(prismUrl);
  const mock = new URL(mockUrl);
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (!API_PATH.test(pathname)) return forward(req, res, mock);
    forward(req, res, prism, (status, headers, body) => {
      if (exchanges.length >= MAX_EXCHANGES) return;
      const contentType = String(headers['content-type'] ?? '');
      const violationHeader = headers['sl-violations'];
      exchanges.push({
        method: req.method ?? 'GET',
        path: pathname,
        status,
        contentType,
        violationHeader: Array.isArray(violationHeader)
          ? violationHeader.join(',')
          : violationHeader,
        problemBody: contentType.includes('problem+json') ? body.toString('utf8') : undefined,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// ---- the journeys, the user's way

const PLAYER = { username: 'player1', password: 'pass1234', paymentPassword: 'pay1234' };
const AGENT = { username: 'agent01', password: 'pass1234', paymentPassword: 'pay1234' };

/**
 * Closes the announcement popup, as a user does, when it comes up within `timeoutMs` (a visitor's
 * at start-up, a member's after the login).
 */
async function closeAnnouncement(page: Page, timeoutMs = 3_000) {
  const announcement = dialog(page, 'Announcement');
  const shown = await announcement
    .waitFor({ state: 'visible', timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
  if (!shown) return;
  await button(announcement, 'Close').click();
  await eventually.gone(announcement);
}

/** Opens the portal and logs in through the header's login popup. */
async function logIn(page: Page, origin: string, who: { username: string; password: string }) {
  await page.goto(`${origin}/`);
  await portalSettled(page);
  await closeAnnouncement(page);
  const popup = new LoginPopup(page);
  await eventually.visible(button(page.getByRole('banner'), 'Log in'), 30_000);
  await popup.openFromHeader();
  await popup.logIn(who.username, who.password);
  await eventually.visible(new AccountMenu(page).opener, 15_000);
  await closeAnnouncement(page, 10_000);
}

/** A page of the member centre through the account menu ("My wallet", "Withdraw"). */
async function openMemberCentre(page: Page, title: string) {
  const menu = new AccountMenu(page);
  const centre = new MemberCentre(page);
  if (!(await centre.root.isVisible())) {
    await closeAnnouncement(page, 500);
    await menu.open();
    await menu.entry('Member centre').click();
  }
  const entry = centre.entry(title);
  await eventually.visible(entry, 15_000);
  if ((await entry.getAttribute('aria-current')) !== 'page') await entry.click();
  await eventually.visible(centre.content(title), 15_000);
}

async function walletTransfer(page: Page) {
  await openMemberCentre(page, 'My wallet');
  const wallet = new TransferPage(page);
  await eventually.visible(wallet.wallet('Evolution'), 15_000);
  await wallet.transfer('100', 'Evolution', 'into');
  await eventually.visible(wallet.root.getByText('Transferred ₱100.00.'), 15_000);
  await wallet.transfer('40.25', 'Evolution', 'out of');
  await eventually.containing(wallet.wallet('Evolution'), '₱59.75', 15_000);
  // The account record lists both rows.
  await openMemberCentre(page, 'Account record');
  await eventually.containing(new RecordsPage(page).table, '40.25', 15_000);
}

async function withdrawal(page: Page) {
  await openMemberCentre(page, 'Withdraw');
  const view = new WithdrawPage(page);
  await eventually.visible(view.account, 15_000);
  const labels = await view.account.locator('option').allTextContents();
  const label = labels.find((l) => l.startsWith('GCash '));
  if (!label) throw new Error(`no GCash account among ${labels.join(', ')}`);
  await view.account.selectOption({ label });
  await view.amount.fill('200.50');
  await view.password.fill(PLAYER.paymentPassword);
  await view.submit.click();
  await eventually.containing(view.order(), '₱200.50', 15_000);
  // The receipt of a paid withdrawal, confirmed.
  await button(view.order('WD-1'), 'Confirm receipt of WD-1').click();
  const form = view.confirmation('WD-1');
  await form.getByRole('radio', { name: 'Received', exact: true }).check();
  await button(form, 'Send confirmation').click();
  await eventually.visible(view.root.getByText('Thank you: your confirmation was sent.'), 15_000);
}

async function redeem(page: Page, origin: string) {
  await page.goto(`${origin}/pointMall`);
  await portalSettled(page);
  await closeAnnouncement(page);
  const mall = new PointMall(page);
  const good = 'Free Spins x20';
  await eventually.visible(mall.good(good), 30_000);
  await button(mall.good(good), 'Redeem').click();
  const modal = mall.redeemDialog(good);
  await eventually.visible(modal, 15_000);
  await modal.getByLabel('Quantity', { exact: true }).fill('2');
  await modal.getByLabel('Payment password', { exact: true }).fill(PLAYER.paymentPassword);
  await button(modal, 'Confirm redemption').click();
  await eventually.visible(page.getByText(`${good} redeemed.`, { exact: false }), 15_000);
}

async function agentTransfer(page: Page) {
  const menu = new AccountMenu(page);
  await menu.open();
  await menu.entry('Agent centre').click();
  const centre = new AgentCentre(page);
  const entry = centre.entry('Team management');
  await eventually.visible(entry, 15_000);
  if ((await entry.getAttribute('aria-current')) !== 'page') await entry.click();
  const team = new AgentCentrePage(page, 'Team management');
  const first = team.members('Downline members').first().getByRole('rowheader');
  await eventually.visible(first, 15_000);
  const account = (await first.innerText()).trim();
  await team.button(`Transfer to ${account}`).click();
  const transfer = team.region(`Transfer to ${account}`);
  await transfer.getByLabel('Amount', { exact: true }).fill('10.50');
  await transfer.getByLabel('Payment password', { exact: true }).fill(AGENT.paymentPassword);
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(transfer.getByRole('status')).toHaveText(`₱10.50 was transferred to ${account}.`, {
    timeout: 15_000,
  });
}

async function runJourneys(
  browser: Browser,
  origin: string,
  shotsDir: string | undefined,
): Promise<JourneyResult[]> {
  const results: JourneyResult[] = [];
  const run = async (name: string, page: Page | null, steps: () => Promise<void>) => {
    const started = Date.now();
    if (!page) {
      results.push({ name, ok: false, ms: 0, error: 'skipped: the login before it failed' });
      return false;
    }
    try {
      await steps();
      results.push({ name, ok: true, ms: Date.now() - started });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      results.push({ name, ok: false, ms: Date.now() - started, error: message });
      if (shotsDir) {
        // What the page showed when the journey stopped.
        const file = path.join(shotsDir, `${name.replace(/\W+/g, '-')}.png`);
        await page.screenshot({ path: file }).catch(() => undefined);
      }
      return false;
    }
  };
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('hisLang', 'EN'));
    return context.newPage();
  };

  const player = await newPage();
  const playerIn = await run('player logs in through the login popup', player, () =>
    logIn(player, origin, PLAYER),
  );
  const asPlayer = playerIn ? player : null;
  await run('wallet transfer into Evolution and back, in the account record', asPlayer, () =>
    walletTransfer(player),
  );
  await run('withdrawal, and the receipt of a paid one confirmed', asPlayer, () =>
    withdrawal(player),
  );
  await run('point-mall redeem', asPlayer, () => redeem(player, origin));
  await player.context().close();

  const agent = await newPage();
  const agentIn = await run('agent logs in through the login popup', agent, () =>
    logIn(agent, origin, AGENT),
  );
  await run("agent's transfer to a downline", agentIn ? agent : null, () => agentTransfer(agent));
  await agent.context().close();
  return results;
}

// ---- the run

export interface PrismPortalOptions {
  /** The built portal (default dist). */
  dist?: string;
  /** Build it first even when it is there. */
  build?: boolean;
  /** The whole run's bound. */
  timeoutMs?: number;
  /** Where a journey that stops leaves a screenshot of the page. */
  shotsDir?: string;
  log?: (line: string) => void;
}

function ensureBuild(dist: string, force: boolean, log: (line: string) => void) {
  if (!force && fs.existsSync(path.join(dist, 'index.html'))) return;
  log('> npx vite build');
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dist], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

export async function runPrismPortal(options: PrismPortalOptions = {}): Promise<PrismPortalReport> {
  const log = options.log ?? (() => undefined);
  const dist = path.resolve(options.dist ?? path.join(ROOT, 'dist'));
  ensureBuild(dist, options.build ?? false, log);
  const timeoutMs = options.timeoutMs ?? 240_000;
  const deadline = Date.now() + timeoutMs;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prism-portal-'));
  if (options.shotsDir) fs.mkdirSync(options.shotsDir, { recursive: true });
  const mock = await startMockServer({ port: 0, dbFile: null, staticDir: dist });
  let prism: Awaited<ReturnType<typeof startPrism>> | undefined;
  let front: Awaited<ReturnType<typeof startFront>> | undefined;
  let browser: Browser | undefined;
  const exchanges: Exchange[] = [];
  // The whole run's bound: past it the browser is closed, which ends any journey still waiting.
  const timer = setTimeout(() => void browser?.close(), timeoutMs);
  try {
    prism = await startPrism(mock.url, dir, Math.min(deadline, Date.now() + 90_000));
    front = await startFront(prism.url, mock.url, exchanges);
    log(`portal ${front.url} -> Prism ${prism.url} -> mock ${mock.url}`);
    browser = await chromium.launch({
      headless: true,
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    });
    const journeys = await runJourneys(browser, front.url, options.shotsDir);
    // Prism logs a call's lines as it answers: a moment for the last ones.
    await new Promise((r) => setTimeout(r, 300));
    return summarize(exchanges, prism.log(), journeys);
  } finally {
    clearTimeout(timer);
    await browser?.close().catch(() => undefined);
    await front?.close();
    prism?.stop();
    await mock.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function cli(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      dist: { type: 'string' },
      build: { type: 'boolean' },
      timeout: { type: 'string' },
      json: { type: 'string' },
      shots: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(`npm run contract:prism-portal -- [options]

Prism (prism proxy --errors) in front of the mock, the built portal's API sent through it, and
headless Chromium through the portal's journeys (login popup, wallet transfer, withdrawal and its
confirmation, point-mall redeem, an agent's transfer to a downline). Exit 1 on any violation.

  --dist DIR      the built portal (default dist; built when missing)
  --build         build it first anyway
  --timeout S     the whole run's bound in seconds (default 240)
  --json FILE     also write the report as JSON
  --shots DIR     a screenshot of the page where a journey stopped`);
    return 0;
  }
  const report = await runPrismPortal({
    dist: values.dist,
    build: values.build,
    timeoutMs: values.timeout ? Number(values.timeout) * 1000 : undefined,
    shotsDir: values.shots,
    log: (line) => console.log(line),
  });
  console.log(renderReport(report));
  if (values.json) {
    fs.mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
    fs.writeFileSync(values.json, JSON.stringify(report, null, 2));
  }
  return report.ok ? 0 : 1;
}

runWhenMain(import.meta.url, cli);

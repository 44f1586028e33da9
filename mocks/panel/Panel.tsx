/**
 * The scenario panel (issue 29): shows and changes the mock's scenario, faults, back office and
 * clock through the control API only (control-client.ts); it never touches the portal's store. A
 * native modal <dialog>: the browser keeps focus inside while it is open and Escape closes it.
 * Developer tooling, in English only (the portal's EN/TY catalogues are the portal's texts).
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Scenario, ScenarioPatch } from '../scenario';
import { control, curlOf, REOPEN_KEY, type ClockState } from './control-client';
import { PANEL_CSS } from './panel-styles';

export interface PanelHandle {
  open: () => void;
}

type Options = Awaited<ReturnType<typeof control.options>>;
const NO_OPTIONS: Options = { endpoints: [], loginCheckMethods: [], contractTypes: [] };
const KNOWN_LANGUAGES = ['TY', 'EN'];
/**
 * Scenario keys the portal reads only when it starts: a change to them reloads the portal (if
 * chosen). The system status (maintenance, region rule) is not one: the portal asks for it again
 * when its tab comes back, which the panel's nudge stands for.
 */
const STARTUP_KEYS = ['whitelabel', 'languages'] as const;

/** The start-up keys of a scenario, to tell whether a preset or a reset changed them. */
const startupPart = (scenario: Scenario | null) =>
  JSON.stringify(STARTUP_KEYS.map((key) => scenario?.[key] ?? null));

type Status = { text: string; error: boolean };

/**
 * Tells the portal to look again, by what it already listens to: a tab switch (hidden, then
 * visible). Its polls (balance, orders, inbox...) ask at once; the page's real visibility is back
 * right after.
 */
function nudgePortal() {
  for (const state of ['hidden', 'visible']) {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }
  delete (document as { visibilityState?: unknown }).visibilityState;
}

export function createPanel(
  shadow: ShadowRoot,
  slot: HTMLElement,
  returnFocus: () => void,
): PanelHandle {
  const style = document.createElement('style');
  style.textContent = PANEL_CSS;
  shadow.append(style);
  let openDialog: () => void = noop;
  createRoot(slot).render(
    <Panel
      onReady={(open) => {
        openDialog = open;
      }}
      returnFocus={returnFocus}
    />,
  );
  return {
    open: () => {
      // The first open waits for the first render.
      const attempt = () => (openDialog === noop ? requestAnimationFrame(attempt) : openDialog());
      attempt();
    },
  };
}
const noop = () => undefined;

function Panel({
  onReady,
  returnFocus,
}: {
  onReady: (open: () => void) => void;
  returnFocus: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [scenario, setScenario] = useState<Scenario | null>(null);
  const [defaults, setDefaults] = useState<Scenario | null>(null);
  const [presets, setPresets] = useState<string[]>([]);
  const [options, setOptions] = useState<Options>(NO_OPTIONS);
  const [flags, setFlags] = useState<Record<string, boolean>>({});
  const [clock, setClock] = useState<ClockState | null>(null);
  const [status, setStatus] = useState<Status>({ text: '', error: false });
  const [reloadPortal, setReloadPortal] = useState(true);
  const titleId = useId();

  const refresh = useCallback(async () => {
    const [s, f, c] = await Promise.all([control.scenario(), control.flags(), control.clock()]);
    setScenario(s);
    setFlags(f);
    setClock((old) => ({ ...c, events: old?.events }));
  }, []);

  useEffect(() => {
    onReady(() => {
      dialog.current?.showModal();
      sessionStorage.setItem(REOPEN_KEY, '1');
      setOpen(true);
    });
  }, [onReady]);

  useEffect(() => {
    if (!open) return;
    void Promise.all([control.presets(), control.defaults(), control.options(), refresh()]).then(
      ([p, d, o]) => {
        setPresets(p);
        setDefaults(d);
        setOptions(o);
      },
      (e: Error) => setStatus({ text: e.message, error: true }),
    );
  }, [open, refresh]);

  const close = () => dialog.current?.close();
  const onClosed = () => {
    setOpen(false);
    sessionStorage.removeItem(REOPEN_KEY);
    returnFocus();
  };

  /**
   * Runs a change, reports it, and has the portal look again: a reload when the change touched what
   * it reads only at start-up (`startup`, or a preset or reset whose start-up keys differ), else
   * the nudge.
   */
  const run = async (label: string, action: () => Promise<unknown>, startup = false) => {
    setStatus({ text: `${label}…`, error: false });
    try {
      const before = startupPart(await control.scenario());
      await action();
      const after = startupPart(await control.scenario());
      await refresh();
      setStatus({ text: `${label}: done`, error: false });
      if ((startup || before !== after) && reloadPortal) window.location.reload();
      else nudgePortal();
    } catch (e) {
      setStatus({ text: `${label}: ${(e as Error).message}`, error: true });
    }
  };
  const patch = (label: string, body: ScenarioPatch) =>
    run(
      label,
      () => control.patch(body),
      STARTUP_KEYS.some((k) => k in body),
    );

  return (
    <dialog
      ref={dialog}
      className="panel"
      aria-labelledby={titleId}
      onClose={onClosed}
      onClick={(e) => e.target === dialog.current && close()}
    >
      <div className="inner">
        <div className="head">
          <h2 id={titleId}>Mock scenarios</h2>
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
        <p className={status.error ? 'status error' : 'status'} role="status">
          {status.text}
        </p>
        {open && scenario && options !== NO_OPTIONS && (
          <>
            <label className="row">
              <input
                type="checkbox"
                role="switch"
                checked={reloadPortal}
                onChange={(e) => setReloadPortal(e.target.checked)}
              />
              Reload the portal after changes it reads at start-up
            </label>
            <Section title="Presets" open>
              <div className="buttons">
                {presets.map((name) => (
                  <button
                    key={name}
                    type="button"
                    onClick={() => void run(`Preset ${name}`, () => control.preset(name))}
                  >
                    {name}
                  </button>
                ))}
              </div>
              <button
                type="button"
                className="danger"
                onClick={() => void run('Reset to the seed', control.reset)}
              >
                Reset to the seed
              </button>
            </Section>
            <SystemSection scenario={scenario} patch={patch} options={options} />
            <Section title="Module flags">
              <div className="switches">
                {Object.entries(flags).map(([id, on]) => (
                  <label key={id} className="row">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={on}
                      onChange={(e) =>
                        void patch(`${id} ${e.target.checked ? 'on' : 'off'}`, {
                          whitelabel: { [id]: e.target.checked },
                        })
                      }
                    />
                    {id}
                  </label>
                ))}
              </div>
            </Section>
            <FaultsSection scenario={scenario} patch={patch} options={options} />
            <BackOfficeSection run={run} options={options} />
            <ClockSection clock={clock} run={run} setClock={setClock} />
            <ScenarioSection scenario={scenario} defaults={defaults} />
          </>
        )}
      </div>
    </dialog>
  );
}

type Patch = (label: string, body: ScenarioPatch) => Promise<void>;
type Run = (label: string, action: () => Promise<unknown>, startup?: boolean) => Promise<void>;

function Section({
  title,
  open,
  children,
}: {
  title: string;
  open?: boolean;
  children: ReactNode;
}) {
  return (
    <details open={open}>
      <summary>{title}</summary>
      <div className="body">{children}</div>
    </details>
  );
}

const toLocalInput = (ms: number | null) =>
  ms === null
    ? ''
    : new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

function SystemSection({
  scenario,
  patch,
  options,
}: {
  scenario: Scenario;
  patch: Patch;
  options: Options;
}) {
  const current = scenario.maintenance
    ? 'maintenance'
    : scenario.regionRestriction
      ? 'region'
      : 'normal';
  const setStatus = (value: string) =>
    void patch(`System status ${value}`, {
      maintenance: value === 'maintenance',
      regionRestriction: value === 'region',
    });
  const languages = [...new Set([...KNOWN_LANGUAGES, ...scenario.languages])];
  return (
    <Section title="System" open>
      <fieldset>
        <legend>System status</legend>
        {[
          ['normal', 'Normal'],
          ['maintenance', 'Maintenance'],
          ['region', 'Region restricted'],
        ].map(([value, label]) => (
          <label key={value} className="row">
            <input
              type="radio"
              name="system-status"
              value={value}
              checked={current === value}
              onChange={() => setStatus(value!)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="field">
        Maintenance ends (your local time; empty: no end time)
        <input
          type="datetime-local"
          defaultValue={toLocalInput(scenario.maintenanceEndTime)}
          onBlur={(e) => {
            const value = e.target.value ? new Date(e.target.value).getTime() : null;
            if (value !== scenario.maintenanceEndTime)
              void patch('Maintenance end time', { maintenanceEndTime: value });
          }}
        />
      </label>
      <fieldset>
        <legend>Languages offered</legend>
        {languages.map((lang) => (
          <label key={lang} className="row">
            <input
              type="checkbox"
              checked={scenario.languages.includes(lang)}
              disabled={scenario.languages.length === 1 && scenario.languages.includes(lang)}
              onChange={(e) =>
                void patch(`Language ${lang}`, {
                  languages: e.target.checked
                    ? [...scenario.languages, lang]
                    : scenario.languages.filter((l) => l !== lang),
                })
              }
            />
            {lang}
          </label>
        ))}
      </fieldset>
      <label className="row">
        <input
          type="checkbox"
          role="switch"
          checked={scenario.captchaAlways}
          onChange={(e) => void patch('Captcha', { captchaAlways: e.target.checked })}
        />
        Captcha on every login
      </label>
      <Choice
        label="Anti-bot challenge"
        value={scenario.challenge}
        options={['pass', 'fail']}
        onChange={(v) => void patch('Challenge', { challenge: v as 'pass' | 'fail' })}
      />
      <Choice
        label="Phone check (registration)"
        value={scenario.firebase}
        options={['pass', 'fail']}
        onChange={(v) => void patch('Phone check', { firebase: v as 'pass' | 'fail' })}
      />
      <Choice
        label="Login side rule (IP not registered)"
        value={scenario.loginCheck ?? ''}
        options={['', ...options.loginCheckMethods]}
        labels={{ '': 'None: every IP is registered' }}
        onChange={(v) =>
          void patch('Login side rule', {
            loginCheck: (v || null) as Scenario['loginCheck'],
          })
        }
      />
    </Section>
  );
}

/** A labelled select: controlled (`value`, `onChange`) or a form's field (`name`, `defaultValue`). */
function Choice({
  label,
  options,
  labels = {},
  ...select
}: {
  label: string;
  options: readonly string[];
  labels?: Record<string, string>;
} & (
  | { value: string; onChange: (value: string) => void }
  | { name: string; defaultValue: string }
)) {
  const props =
    'onChange' in select
      ? {
          value: select.value,
          onChange: (e: { target: { value: string } }) => select.onChange(e.target.value),
        }
      : select;
  return (
    <label className="field">
      {label}
      <select {...props}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o] ?? o}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A small form of named text fields; submit hands their values over. */
function ActionForm({
  title,
  fields,
  submit,
  onSubmit,
}: {
  title: string;
  fields: readonly Field[];
  submit: string;
  onSubmit: (values: Record<string, string>) => void;
}) {
  return (
    <form
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        onSubmit(Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? '')])));
      }}
    >
      <h4>{title}</h4>
      <div className="grid">
        {fields.map((f) => (
          <label key={f.name} className="field">
            {f.label}
            {f.options ? (
              <select name={f.name} defaultValue={f.value}>
                {f.options.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            ) : (
              <input name={f.name} defaultValue={f.value} />
            )}
          </label>
        ))}
      </div>
      <button type="submit">{submit}</button>
    </form>
  );
}

function FaultsSection({
  scenario,
  patch,
  options,
}: {
  scenario: Scenario;
  patch: Patch;
  options: Options;
}) {
  const listId = useId();
  const faults = Object.entries(scenario.errors);
  const delays = Object.entries(scenario.delays);
  return (
    <Section title="Faults">
      <form
        aria-label="Inject a fault"
        onSubmit={(e) => {
          e.preventDefault();
          const d = new FormData(e.currentTarget);
          const name = String(d.get('endpoint'));
          const delay = Number(d.get('delay') || 0);
          const times = Number(d.get('times') || 0);
          const error = d.get('kind') !== 'none';
          void patch(`Fault on ${name}`, {
            ...(error && {
              errors: {
                [name]: {
                  errorCode: String(d.get('errorCode') || 'system.error'),
                  message: String(d.get('message') || 'Injected error'),
                  status: Number(d.get('status') || 200),
                  network: d.get('kind') === 'network',
                  ...(times > 0 && { times }),
                },
              },
            }),
            ...(delay > 0 && { delays: { [name]: delay } }),
          });
        }}
      >
        <div className="grid">
          <label className="field">
            Endpoint
            <input name="endpoint" list={listId} required defaultValue="withdraw" />
            <datalist id={listId}>
              {['*', ...options.endpoints].map((n) => (
                <option key={n} value={n} />
              ))}
            </datalist>
          </label>
          <Choice
            label="Failure"
            name="kind"
            defaultValue="error"
            options={['error', 'network', 'none']}
            labels={{ error: 'Error answer', network: 'Dropped connection', none: 'Delay only' }}
          />
          <label className="field">
            Error code
            <input name="errorCode" defaultValue="#727" />
          </label>
          <label className="field">
            Message
            <input name="message" defaultValue="System busy, please try again later" />
          </label>
          <label className="field">
            HTTP status
            <input name="status" type="number" min={200} max={599} defaultValue={200} />
          </label>
          <label className="field">
            Times (empty: every call)
            <input name="times" type="number" min={1} />
          </label>
          <label className="field">
            Delay in ms
            <input name="delay" type="number" min={0} step={100} />
          </label>
        </div>
        <button type="submit">Inject</button>
      </form>
      <h4>Injected</h4>
      {faults.length + delays.length === 0 ? (
        <p>No faults: every endpoint answers normally.</p>
      ) : (
        <ul className="list">
          {faults.map(([name, f]) => (
            <Removable
              key={`e-${name}`}
              name={name}
              what="fault"
              text={
                (f.network
                  ? 'dropped connection'
                  : `${f.errorCode} "${f.message}" (HTTP ${f.status})`) +
                (f.times ? `, ${f.times} more time${f.times === 1 ? '' : 's'}` : ', every call')
              }
              onRemove={() => void patch(`Fault on ${name} removed`, { errors: { [name]: null } })}
            />
          ))}
          {delays.map(([name, ms]) => (
            <Removable
              key={`d-${name}`}
              name={name}
              what="delay"
              text={`${ms} ms delay`}
              onRemove={() => void patch(`Delay on ${name} removed`, { delays: { [name]: null } })}
            />
          ))}
        </ul>
      )}
    </Section>
  );
}

function Removable(props: { name: string; what: string; text: string; onRemove: () => void }) {
  return (
    <li>
      <span>
        <code>{props.name}</code>: {props.text}
      </span>
      <button
        type="button"
        aria-label={`Remove the ${props.what} on ${props.name}`}
        onClick={props.onRemove}
      >
        Remove
      </button>
    </li>
  );
}

/** The back office's order actions (`POST /__mock/operator/<kind>/<orderNo>`). */
const ORDER_FORMS = [
  {
    kind: 'withdrawals',
    title: 'Withdrawal',
    key: 'action',
    label: 'Action',
    options: ['approve', 'reject', 'pay'],
    reason: 'Reason (reject)',
    submit: 'Review the withdrawal',
  },
  {
    kind: 'deposits',
    title: 'Deposit',
    key: 'outcome',
    label: 'Outcome',
    options: ['CREDITED', 'FAILED'],
    reason: 'Reason (failed)',
    submit: 'Settle the deposit',
  },
] as const;

type Field = { name: string; label: string; value?: string; options?: readonly string[] };

/** The back office's actions on a member (`POST /__mock/operator/members/<account>/<action>`). */
const memberForms = (options: Options) =>
  [
    {
      action: 'contract',
      title: 'Contract offer to an agent',
      who: 'Agent',
      account: 'agent01',
      fields: [
        {
          name: 'contractType',
          label: 'Type',
          value: 'dailySalary',
          options: options.contractTypes,
        },
        { name: 'rate', label: 'Rate (%)', value: '1.5' },
      ] as Field[],
      submit: 'Offer the contract',
      body: (v: Record<string, string>) => ({ contractType: v.contractType, rate: Number(v.rate) }),
    },
    {
      action: 'message',
      title: 'Inbox message',
      who: 'Member',
      account: 'player1',
      fields: [
        { name: 'title', label: 'Title', value: 'A message from the operator' },
        { name: 'content', label: 'Content (HTML)', value: '<p>Hello from the back office.</p>' },
      ],
      submit: 'Send the message',
      body: (v: Record<string, string>) => v,
    },
    {
      action: 'balance',
      title: 'Balance adjustment',
      who: 'Member',
      account: 'player1',
      fields: [
        { name: 'amount', label: 'Amount (negative: take off)', value: '100.00' },
        { name: 'reason', label: 'Reason', value: 'Balance adjustment by the operator' },
      ],
      submit: 'Adjust the balance',
      body: (v: Record<string, string>) => ({
        amount: Number(v.amount),
        ...(v.reason && { reason: v.reason }),
      }),
    },
  ] as const;

function BackOfficeSection({ run, options }: { run: Run; options: Options }) {
  return (
    <Section title="Back office">
      {ORDER_FORMS.map((form) => (
        <ActionForm
          key={form.kind}
          title={form.title}
          fields={[
            { name: 'account', label: 'Member', value: 'player1' },
            { name: 'orderNo', label: 'Order (latest: the newest)', value: 'latest' },
            { name: form.key, label: form.label, value: form.options[0], options: form.options },
            { name: 'reason', label: form.reason },
          ]}
          submit={form.submit}
          onSubmit={({ orderNo, reason, ...v }) => {
            const order = orderNo?.trim() || 'latest';
            void run(`${form.title} ${order}: ${v[form.key]}`, () =>
              control.order(form.kind, order, { ...v, ...(reason && { reason }) }),
            );
          }}
        />
      ))}
      {memberForms(options).map((form) => (
        <ActionForm
          key={form.action}
          title={form.title}
          fields={[{ name: 'account', label: form.who, value: form.account }, ...form.fields]}
          submit={form.submit}
          onSubmit={({ account, ...v }) =>
            void run(`${form.title} (${account})`, () =>
              control.member(account!, form.action, form.body(v)),
            )
          }
        />
      ))}
    </Section>
  );
}

function ClockSection({
  clock,
  run,
  setClock,
}: {
  clock: ClockState | null;
  run: Run;
  setClock: (c: ClockState) => void;
}) {
  const advance = (label: string, by: Parameters<typeof control.advance>[0]) =>
    void run(`Clock ${label}`, async () => setClock(await control.advance(by)));
  return (
    <Section title="Clock" open>
      <p>
        Mock time:{' '}
        <time dateTime={clock?.iso}>{clock && new Date(clock.now).toLocaleString()}</time>
        {clock && clock.offsetMs > 0 && ` (${formatOffset(clock.offsetMs)} ahead)`}
      </p>
      <div className="buttons">
        <button type="button" onClick={() => advance('+5 minutes', { minutes: 5 })}>
          +5 minutes
        </button>
        <button type="button" onClick={() => advance('+30 minutes', { minutes: 30 })}>
          +30 minutes
        </button>
        <button type="button" onClick={() => advance('+1 hour', { hours: 1 })}>
          +1 hour
        </button>
        <button type="button" onClick={() => advance('+1 day', { days: 1 })}>
          +1 day
        </button>
      </div>
      <form
        aria-label="Advance the clock"
        className="inline"
        onSubmit={(e) => {
          e.preventDefault();
          const d = new FormData(e.currentTarget);
          const amount = Number(d.get('amount'));
          const unit = String(d.get('unit')) as 'minutes' | 'hours' | 'days';
          advance(`+${amount} ${unit}`, { [unit]: amount });
        }}
      >
        <label className="field">
          Amount
          <input name="amount" type="number" min={1} required defaultValue={2} />
        </label>
        <Choice
          label="Unit"
          name="unit"
          defaultValue="hours"
          options={['minutes', 'hours', 'days']}
        />
        <button type="submit">Advance</button>
      </form>
      {clock?.events && (
        <>
          <h4>What happened</h4>
          {clock.events.length === 0 ? (
            <p>Nothing fell due.</p>
          ) : (
            <ol className="list">
              {clock.events.map((e, i) => (
                <li key={i}>
                  <span>
                    {new Date(e.at).toLocaleString()} · {e.account ? `${e.account}: ` : ''}
                    {e.detail}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Section>
  );
}

function formatOffset(ms: number) {
  const minutes = Math.round(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  return [days && `${days} d`, hours && `${hours} h`, `${minutes % 60} min`]
    .filter(Boolean)
    .join(' ');
}

function ScenarioSection({
  scenario,
  defaults,
}: {
  scenario: Scenario;
  defaults: Scenario | null;
}) {
  const json = JSON.stringify(scenario, null, 2);
  const curl = defaults
    ? curlOf(window.location.origin, scenario, defaults as unknown as Record<string, unknown>)
    : '';
  return (
    <Section title="Scenario as JSON and curl">
      <Copyable label="Current scenario (JSON)" text={json} rows={8} />
      <Copyable label="curl command (reset, then this scenario)" text={curl} rows={4} />
    </Section>
  );
}

function Copyable({ label, text, rows }: { label: string; text: string; rows: number }) {
  const [copied, setCopied] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="copyable">
      <label className="field">
        {label}
        <textarea ref={area} readOnly rows={rows} value={text} spellCheck={false} />
      </label>
      <button
        type="button"
        onClick={() => {
          area.current?.select();
          void navigator.clipboard?.writeText(text).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? 'Copied' : `Copy ${label.split(' (')[0]!.toLowerCase()}`}
      </button>
    </div>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd hh:mm:ss in local time (spec 1 §2.13). */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Money with 2 decimals and thousands separators (spec 2 §9). */
export function formatMoney(amount: number, symbol = ''): string {
  // Rounded through minor units so that 1.005 (stored as 1.00499...) and -0.001 print as a person
  // expects: 1.01 and 0.00 (never -0.00).
  const minor = Math.round(Math.abs(amount) * 100 + 1e-7);
  const text = (minor / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${amount < 0 && minor > 0 ? '-' : ''}${symbol}${text}`;
}

/** Replaces numbered placeholders {0}, {1}... (spec 2 §9 text helper). */
export function fillPlaceholders(template: string, ...values: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => String(values[Number(i)] ?? m));
}

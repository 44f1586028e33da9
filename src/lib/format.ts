const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd hh:mm:ss in local time (spec 1 §2.13). */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Money with 2 decimals and thousands separators (spec 2 §9). */
export function formatMoney(amount: number, symbol = ''): string {
  const text = amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${symbol}${text}`;
}

/** Replaces numbered placeholders {0}, {1}... (spec 2 §9 text helper). */
export function fillPlaceholders(template: string, ...values: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => String(values[Number(i)] ?? m));
}

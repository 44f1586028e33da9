import { describe, expect, it } from 'vitest';

/**
 * Every message of spec 2 §8 (the error catalogue and the validation texts), each with the spec's
 * wording: a quoted text is found word for word in the EN catalogue (its placeholders `{0}` and
 * `(min)` as the catalogue's `{{...}}`); a described message by the words that describe it. Each
 * is then found, translated, under the same key of the TY catalogue.
 */
const SPEC_2_8: readonly (readonly [spec: string, en: string | RegExp])[] = [
  // Authentication messages.
  ['invalid phone number format', /^Invalid phone number format$/],
  ["'Please enter a valid phone number.'", 'Please enter a valid phone number.'],
  [
    "too many requests ('try again after 5 minutes')",
    /^Too many requests.*try again after 5 minutes/,
  ],
  ['unknown error', /^Unknown error$/],
  ['invalid verification code', /^Invalid verification code$/],
  ['missing verification code', /^Missing verification code$/],
  ['captcha check failed', /^Captcha check failed$/],
  [
    'quota not sufficient, contact customer service',
    /^Quota not sufficient.*contact customer service$/,
  ],
  ['operation not allowed', /^Operation not allowed$/],
  ['code expired, send again', /^Code expired.*send again$/],
  ["popup closed by user ('Login failure. Please try again.')", 'Login failure. Please try again.'],
  // Others.
  ["'Username/Email does not exist'", 'Username/Email does not exist'],
  ["'Network link is abnormal, please try again'", 'Network link is abnormal, please try again'],
  ['page load timeout with a check-network hint', /^Page load timeout.*check your network/],
  [
    "'Invalid URL, please contact customer service' (domain check failed)",
    'Invalid URL, please contact customer service',
  ],
  ['IP/location restriction message', /restriction of your location or IP address/],
  ['system maintenance message', /^System Maintenance$/],
  [
    "'Popup blocked. Please allow popups and try again.'",
    'Popup blocked. Please allow popups and try again.',
  ],
  ["'You are not logged in, please login'", 'You are not logged in, please login'],
  ['game under maintenance with a suggestion of other games', /under maintenance.*another game/],
  ["'Please complete verification first'", 'Please complete verification first'],
  // Other messages.
  [
    'chat by agent type 4 shows a warning (in_please_information)',
    /^Trial accounts cannot use the chat/,
  ],
  ['trial account shows in_need_true_account', /^This needs a real account/],
  // Validation and input message texts.
  [
    "'Please fill in your password with (min) - (max) characters'",
    'Please fill in your password with (min) - (max) characters',
  ],
  ["'Please enter a valid verification code'", 'Please enter a valid verification code'],
  ["'Please enter a valid mobile number'", 'Please enter a valid mobile number'],
  ["'Incorrect confirmation input'", 'Incorrect confirmation input'],
  ["'Real name format is incorrect'", 'Real name format is incorrect'],
  ["'Phone number format is incorrect'", 'Phone number format is incorrect'],
  ["'Invalid invitation code'", 'Invalid invitation code'],
  ["'Account format is incorrect'", 'Account format is incorrect'],
  ["'Password format is incorrect'", 'Password format is incorrect'],
  ["'E-mail format is incorrect'", 'E-mail format is incorrect'],
  ["'Confirmation password is not correct.'", 'Confirmation password is not correct.'],
  ["'Please enter the captcha'", 'Please enter the captcha'],
  ["'Input cannot be empty'", 'Input cannot be empty'],
  ["'Please enter the username and password'", 'Please enter the username and password'],
  ["'Please enter content'", 'Please enter content'],
  ["'{0} digit phone number'", '{0} digit phone number'],
  ["'content length between {0} and {1} words'", 'content length between {0} and {1} words'],
  ["'Please agree to the {0}'", 'Please agree to the {0}'],
];

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** One language's whole catalogue (every file, first page and deferred), flattened. */
function flat(lng: 'en' | 'ty'): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') out.set(prefix, node);
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
  };
  for (const [path, file] of Object.entries(files))
    if (path.startsWith(`./locales/${lng}/`)) walk(file, '');
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A quoted spec text as a pattern: its placeholders `{0}`, `(min)` match the catalogue's `{{name}}`. */
const quoted = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\d\}|\((?:min|max)\)/)
      .map(escape)
      .join('\\{\\{\\w+\\}\\}')}$`,
  );

describe('the messages of spec 2 §8 are in both catalogues', () => {
  const en = flat('en');
  const ty = flat('ty');
  it.each(SPEC_2_8)('%s', (_spec, wanted) => {
    const pattern = typeof wanted === 'string' ? quoted(wanted) : wanted;
    const keys = [...en].filter(([, text]) => pattern.test(text)).map(([key]) => key);
    expect(keys, `no EN text matches ${pattern}`).not.toEqual([]);
    const translated = keys.filter((key) => ty.get(key) && ty.get(key) !== en.get(key));
    expect(translated, `no TY translation under ${keys.join(', ')}`).not.toEqual([]);
  });
});

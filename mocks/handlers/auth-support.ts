/** What the authentication resolvers share: sessions, SMS codes, new members. */
import { ErrorCodes } from '../../src/api/contract/constants';
import { mockNow } from '../../fixtures/clock';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { encode as encodePng } from 'fast-png';
import { LOGIN_CHECK_METHODS, type LoginCheckMethod } from '../../src/api/contract/auth';
import { withdrawAccounts } from '../../fixtures/money';
import { fail } from './define';
import { getRecord, putRecord } from './records';

/** Every SMS code the mock sends is this one (documented in mocks/README.md). */
export const MOCK_SMS_CODE = '123456';
/** The code the mock's captcha image asks for (documented in mocks/README.md). */
export const MOCK_CAPTCHA_CODE = '1234';
/** Failed logins of one username after which the captcha is demanded. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const SMS_EXPIRY_MINUTES = 1;

/** Digits 0-9 of a 5x7 bitmap font ('#' is ink). */
const FONT: Record<string, readonly string[]> = {
  '0': [' ### ', '#   #', '#  ##', '# # #', '##  #', '#   #', ' ### '],
  '1': ['  #  ', ' ##  ', '  #  ', '  #  ', '  #  ', '  #  ', ' ### '],
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
};

export const CAPTCHA_WIDTH = 100;
export const CAPTCHA_HEIGHT = 40;
const SCALE = 4;

let captchaSerial = 0;

/** A small deterministic generator (the images differ per request, reproducibly per process). */
function generator(seed: number) {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

/** RGB pixels of `code` drawn with the bitmap font, each digit nudged up or down, with noise. */
export function renderCaptchaPixels(code: string, seed: number): Uint8Array {
  const random = generator(seed);
  const data = new Uint8Array(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  const paint = (x: number, y: number, rgb: readonly [number, number, number]) => {
    if (x < 0 || y < 0 || x >= CAPTCHA_WIDTH || y >= CAPTCHA_HEIGHT) return;
    data.set(rgb, (y * CAPTCHA_WIDTH + x) * 3);
  };
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1)
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) paint(x, y, [238, 242, 247]);
  for (let i = 0; i < 160; i += 1) {
    const grey = 150 + Math.floor(random() * 80);
    paint(Math.floor(random() * CAPTCHA_WIDTH), Math.floor(random() * CAPTCHA_HEIGHT), [
      grey,
      grey,
      grey + 10,
    ]);
  }
  const glyphWidth = 5 * SCALE;
  const gap = 4;
  const left = Math.floor((CAPTCHA_WIDTH - code.length * glyphWidth - (code.length - 1) * gap) / 2);
  [...code].forEach((digit, index) => {
    const rows = FONT[digit] ?? FONT['0']!;
    const top = Math.floor((CAPTCHA_HEIGHT - 7 * SCALE) / 2) + Math.floor(random() * 7) - 3;
    const ink: [number, number, number] = [
      20 + Math.floor(random() * 60),
      40 + Math.floor(random() * 60),
      120 + Math.floor(random() * 80),
    ];
    const x0 = left + index * (glyphWidth + gap);
    rows.forEach((row, ry) => {
      [...row].forEach((cell, rx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy += 1)
          for (let dx = 0; dx < SCALE; dx += 1)
            paint(x0 + rx * SCALE + dx, top + ry * SCALE + dy, ink);
      });
    });
  });
  return data;
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};

/**
 * A base64 PNG of the captcha code (fast-png, in node and in the browser). Every image differs
 * (digit positions, colours, noise) but always shows MOCK_CAPTCHA_CODE.
 */
export function captchaPng(code: string = MOCK_CAPTCHA_CODE): string {
  captchaSerial += 1;
  const png = encodePng({
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    data: renderCaptchaPixels(code, captchaSerial),
    channels: 3,
    depth: 8,
  });
  return toBase64(png);
}

const newToken = () => `tk_${crypto.randomUUID().replace(/-/g, '')}`;

export function openSession(state: MockState, member: MockMember) {
  const token = newToken();
  state.sessions.push({ id: token, memberId: member.id, createdAt: mockNow() });
  return {
    token,
    id: member.id,
    userName: member.account,
    customerType: member.type,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
  };
}

const smsKey = (dialing: string | undefined, mobile: string) => `${dialing ?? ''}-${mobile}`;

export function issueSmsCode(state: MockState, dialing: string | undefined, mobile: string) {
  const id = smsKey(dialing, mobile);
  state.smsCodes = state.smsCodes.filter((c) => c.id !== id);
  state.smsCodes.push({
    id,
    code: MOCK_SMS_CODE,
    expiresAt: mockNow() + SMS_EXPIRY_MINUTES * 60_000,
  });
}

export function checkSmsCode(
  state: MockState,
  dialing: string | undefined,
  mobile: string,
  code: string,
) {
  const entry = state.smsCodes.find((c) => c.id === smsKey(dialing, mobile));
  if (!entry) return fail(ErrorCodes.invalidVerificationCode, 'Missing verification code');
  if (entry.expiresAt < mockNow())
    return fail(ErrorCodes.invalidVerificationCode, 'Code expired, please send again');
  if (entry.code !== code)
    return fail(ErrorCodes.invalidVerificationCode, 'Invalid verification code');
  return null;
}

export function newMember(
  state: MockState,
  fields: Partial<MockMember> & { account: string },
): MockMember {
  const id = Math.max(0, ...state.members.map((m) => m.id)) + 1;
  const member: MockMember = {
    id,
    password: '',
    nickname: fields.account,
    type: 0,
    mobile: '',
    countryDialingCode: '63',
    email: '',
    regDate: mockNow(),
    balance: 0,
    currency: 'PHP',
    upline: null,
    passwordExpired: false,
    firstTimeLogin: true,
    failedLogins: 0,
    language: 'TY',
    clubLabel: null,
    memberLabel: [],
    ...fields,
  };
  state.members.push(member);
  return member;
}

// ---------------------------------------------------------------------------------------------
// The login side rule (spec 2 §4; inferred): a login from an IP the member has not registered is
// verified before the session opens. The ticket names the attempt: the member, the method and its
// expiry, signed, so it needs no stored state until it is answered (wrong answers and its use are
// recorded). SMS and EMAIL codes are MOCK_SMS_CODE; the authenticator's is MOCK_AUTHENTICATOR_CODE;
// the bank account name is the member's withdrawal account name (any case and spacing).

/** Seconds a login verification ticket stays valid. */
export const LOGIN_TICKET_SECONDS = 300;
/** Wrong answers after which a ticket is void (log in again). */
export const LOGIN_TICKET_ATTEMPTS = 5;
/** The code the mock's authenticator app shows (documented in mocks/README.md). */
export const MOCK_AUTHENTICATOR_CODE = '135790';

/** FNV-1a of the ticket's parts and the mock's key, as 8 hex digits. */
function ticketSignature(body: string): string {
  let hash = 0x811c9dc5;
  for (const ch of `${body}|mock-login-ticket`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function loginTicket(memberId: number, method: LoginCheckMethod, expiresAt: number) {
  const body = `LV-${memberId}-${method}-${expiresAt}`;
  return `${body}-${ticketSignature(body)}`;
}

/** The attempt a ticket names, or null when it is not one of the mock's. */
export function readLoginTicket(ticket: string) {
  const m = /^(LV-(\d+)-([A-Z_]+)-(\d+))-([0-9a-f]{8})$/.exec(ticket);
  if (!m || ticketSignature(m[1]!) !== m[5]) return null;
  const method = LOGIN_CHECK_METHODS.find((x) => x === m[3]);
  return method ? { memberId: Number(m[2]), method, expiresAt: Number(m[4]) } : null;
}

/** Whether the member registered the IP (a passed check registers it). */
export const ipRegistered = (state: MockState, member: MockMember, ip: string) =>
  getRecord<boolean>(state, 'login-ip', member.id, ip) === true;

export const registerIp = (state: MockState, member: MockMember, ip: string) =>
  putRecord(state, 'login-ip', member.id, ip, true);

const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1***$2');
const maskMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;

/** The failure a login answers when the side rule asks `method` of the member. */
export function verificationRequired(member: MockMember, method: LoginCheckMethod, now: number) {
  const target =
    method === 'SMS'
      ? maskMobile(member.mobile)
      : method === 'EMAIL'
        ? maskEmail(member.email)
        : null;
  return fail(ErrorCodes.loginVerificationRequired, 'New login location: please verify it is you', {
    value: {
      verification: {
        ticket: loginTicket(member.id, method, now + LOGIN_TICKET_SECONDS * 1000),
        method,
        target,
        expiresIn: LOGIN_TICKET_SECONDS,
      },
    },
  });
}

const normalName = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** Whether the answer is right for the method. */
export function answerMatches(member: MockMember, method: LoginCheckMethod, answer: string) {
  const given = answer.trim();
  if (method === 'SMS' || method === 'EMAIL') return given === MOCK_SMS_CODE;
  if (method === 'AUTHENTICATOR') return given === MOCK_AUTHENTICATOR_CODE;
  return withdrawAccounts(member).some((a) => normalName(a.accountName) === normalName(given));
}

/** Login (username or SMS code), captcha and anti-bot challenge, free play, logout, payload key (spec 1 §4, §7). */
import { desDecrypt, modPow } from '../../src/api/codec/legacy';
import { mockNow } from '../../fixtures/clock';
import { ErrorCodes } from '../../src/api/contract/constants';
import { defineResolvers, fail } from './define';
import {
  CAPTCHA_AFTER_FAILURES,
  MOCK_CAPTCHA_CODE,
  captchaPng,
  SMS_EXPIRY_MINUTES,
  LOGIN_TICKET_ATTEMPTS,
  answerMatches,
  checkSmsCode,
  ipRegistered,
  issueSmsCode,
  newMember,
  openSession,
  readLoginTicket,
  registerIp,
  verificationRequired,
} from './auth-support';
import { getRecord, putRecord } from './records';
import { exclusionRefusal } from './member-responsible';

/** The anti-bot provider's answer when the scenario makes the challenge fail (api-facts: 'geetest'). */
export const CHALLENGE_FAILED_CODE = 'geetest.verify.fail';
export const CHALLENGE_FAILED_MESSAGE = 'Please complete verification first';

/** Phone numbers the mock accepts: digits only, 6 to 15 of them. */
const PHONE_FORMAT = /^\d{6,15}$/;

/**
 * The mock's RSA key pair of the legacy payload codec (api-facts "Payload encryption"): a fixed
 * 1024-bit TEST key, generated once offline for this mock and public in this repository. It
 * protects nothing; it only lets the mock decode what the legacy codec sends. `rsaKey` serves n.
 */
export const LEGACY_RSA_KEY = {
  n: 'ce650b881345d593382b04d93b655e2052e8d46ed6a83ed1340f2b909ce7a6a900e31cab0f05f0e7e2932df5e71a497e6b67dda12ffb77661c1d8262096e0a843f164f5acf2fc308f522ea74bf4b5d6dfa4d6230d432970fcf412a566865163b3b2ce1519eb8e1e8fe66fd9497d555f4eca9cfc82c012c96631ea2cfcda4d623',
  e: 0x010001,
  d: '0b0690d823176ef25f64c4ec89e4bf6380aa5976d656c48c4e78a4fe23b3a84e8cf294fc7a5ff9df9955fd758e73f40b21d7b99a3bc2f63ce931965e805c758944570df92e7cc40248656067926df1c1fc82db8c9be6daf5741155ca7ba03feecf1cb85df5a894e6df801665311982bf8311b7ad8212bcf9c3ad354756fcff41',
} as const;

/**
 * Decodes a legacy-encrypted body as a real backend would: the `Encryption` header is textbook RSA
 * of reverse(r) (hex); decrypted with d and reversed it gives r, whose first 8 bytes are the DES-ECB
 * key of the base64 body. DES here is compatibility with old clients, not security. Throws on
 * anything malformed (the handler answers 400 'Malformed request body').
 */
export function decodeLegacyBody(encryptionHex: string, cipherBase64: string): unknown {
  const hex = encryptionHex.trim();
  if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Error('Encryption header is not hex');
  const n = BigInt(`0x${LEGACY_RSA_KEY.n}`);
  const c = BigInt(`0x${hex}`);
  if (c >= n) throw new Error('Encryption header out of range');
  let m = modPow(c, BigInt(`0x${LEGACY_RSA_KEY.d}`), n);
  const bytes: number[] = [];
  while (m > 0n) {
    bytes.unshift(Number(m & 0xffn));
    m >>= 8n;
  }
  const reversed = new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes));
  const r = [...reversed].reverse().join('');
  if (r.length < 8) throw new Error('Encryption key too short');
  const plain = desDecrypt(cipherBase64, r);
  if (!plain) throw new Error('Body does not decrypt');
  return JSON.parse(plain) as unknown;
}

/** What a login verification ticket has seen: wrong answers, and whether it opened a session. */
interface TicketUse {
  attempts: number;
  used: boolean;
}

const ticketExpired = () =>
  fail(ErrorCodes.loginVerificationExpired, 'Verification expired, please log in again');

export const authResolvers = defineResolvers({
  rsaKey: () => LEGACY_RSA_KEY.n,
  login: ({ input, state, db, scenario, flags }) => {
    // Username logins carry the anti-bot solution (SMS logins skip it, spec 1 §4).
    if (input.type === 'username' && scenario.challenge === 'fail')
      return fail(CHALLENGE_FAILED_CODE, CHALLENGE_FAILED_MESSAGE);
    const member =
      input.type === 'sms'
        ? state.members.find((m) => m.mobile === input.username)
        : state.members.find((m) => m.account === input.username);
    if (input.type === 'sms') {
      if (!member) return fail(ErrorCodes.loginFailed, 'Username/Email does not exist');
      const bad = checkSmsCode(
        state,
        input.countryDialingCode ?? member.countryDialingCode,
        input.username,
        input.password,
      );
      if (bad) return bad;
    } else {
      const needsCaptcha =
        scenario.captchaAlways || (member?.failedLogins ?? 0) >= CAPTCHA_AFTER_FAILURES;
      if (needsCaptcha && !input.captcha) {
        return fail(ErrorCodes.captchaRequired, 'Please enter the captcha', {
          value: { captcha: true },
        });
      }
      if (needsCaptcha && input.captcha !== MOCK_CAPTCHA_CODE) {
        return fail(ErrorCodes.captchaWrong, 'Captcha check failed', { value: { captcha: true } });
      }
      if (!member || member.password !== input.password) {
        if (member) member.failedLogins += 1;
        db.commit();
        const captcha =
          scenario.captchaAlways || (member?.failedLogins ?? 0) >= CAPTCHA_AFTER_FAILURES;
        return fail(ErrorCodes.loginFailed, 'Incorrect username or password', {
          value: { captcha },
        });
      }
    }
    member.failedLogins = 0;
    // A time-out or self-exclusion (issue 30) refuses the login until its end.
    const excluded = flags.RESPGAME3 === false ? null : exclusionRefusal(state, member);
    if (excluded) {
      db.commit();
      return excluded;
    }
    // The login side rule (spec 2 §4): an unregistered IP is verified first (an SMS login has
    // already proved the mobile, so it skips an SMS check).
    const check = scenario.loginCheck;
    if (
      check &&
      !(input.type === 'sms' && check === 'SMS') &&
      !ipRegistered(state, member, scenario.location.ip)
    ) {
      db.commit();
      return verificationRequired(member, check, mockNow());
    }
    const value = openSession(state, member);
    db.commit();
    return value;
  },
  loginVerifyCode: ({ input }) => {
    const ticket = readLoginTicket(input.ticket);
    if (!ticket || ticket.expiresAt < mockNow()) return ticketExpired();
    if (ticket.method !== 'SMS' && ticket.method !== 'EMAIL')
      return fail(ErrorCodes.badRequest, 'This verification sends no code');
    return { expiredMinutes: SMS_EXPIRY_MINUTES };
  },
  loginVerify: ({ input, state, db, scenario }) => {
    const ticket = readLoginTicket(input.ticket);
    const member = ticket && state.members.find((m) => m.id === ticket.memberId);
    if (!ticket || !member || ticket.expiresAt < mockNow()) return ticketExpired();
    const use = getRecord<TicketUse>(state, 'login-ticket', member.id, input.ticket) ?? {
      attempts: 0,
      used: false,
    };
    if (use.used || use.attempts >= LOGIN_TICKET_ATTEMPTS) return ticketExpired();
    if (!answerMatches(member, ticket.method, input.answer)) {
      putRecord(state, 'login-ticket', member.id, input.ticket, {
        ...use,
        attempts: use.attempts + 1,
      });
      db.commit();
      return fail(
        ErrorCodes.invalidVerificationCode,
        ticket.method === 'BANK_NAME'
          ? 'The bank account name does not match'
          : 'Invalid verification code',
      );
    }
    putRecord(state, 'login-ticket', member.id, input.ticket, { ...use, used: true });
    registerIp(state, member, scenario.location.ip);
    const value = openSession(state, member);
    db.commit();
    return value;
  },
  smsLoginCode: ({ input, state, db, scenario }) => {
    if (scenario.challenge === 'fail') return fail(CHALLENGE_FAILED_CODE, CHALLENGE_FAILED_MESSAGE);
    if (!PHONE_FORMAT.test(input.mobileNum))
      return fail('phone.invalid', 'Invalid phone number format');
    issueSmsCode(state, input.countryDialingCode, input.mobileNum);
    db.commit();
    return { expiredMinutes: SMS_EXPIRY_MINUTES };
  },
  captcha: () => captchaPng(),
  freePlayLogin: ({ state, db }) => {
    const member = newMember(state, {
      account: `guest${Math.floor(Math.random() * 1e6)}`,
      type: 4,
      balance: 2000,
      firstTimeLogin: false,
    });
    const value = openSession(state, member);
    db.commit();
    return value;
  },
  logout: ({ state, db, token }) => {
    state.sessions = state.sessions.filter((s) => s.id !== token);
    db.commit();
    return true;
  },
});

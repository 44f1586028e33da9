/** Login, login SMS code, captcha, member info, chat (spec 1 §7). */
import { ErrorCodes } from '../../src/api/contract/define';
import { defineResolvers, fail } from './define';
import {
  CAPTCHA_AFTER_FAILURES,
  MOCK_CAPTCHA_CODE,
  captchaPng,
  SMS_EXPIRY_MINUTES,
  checkSmsCode,
  issueSmsCode,
  openSession,
} from './auth-support';

/** The anti-bot provider's answer when the scenario makes the challenge fail (api-facts: 'geetest'). */
export const CHALLENGE_FAILED_CODE = 'geetest.verify.fail';
export const CHALLENGE_FAILED_MESSAGE = 'Please complete verification first';

/** Phone numbers the mock accepts: digits only, 6 to 15 of them. */
const PHONE_FORMAT = /^\d{6,15}$/;

export const authResolvers = defineResolvers({
  login: ({ input, state, db, scenario }) => {
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
  memberInfo: ({ member }) => {
    const m = member!;
    return {
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      mobile: m.mobile ? `${m.mobile.slice(0, 3)}****${m.mobile.slice(-3)}` : null,
      regDate: m.regDate,
      toUpline: m.upline !== null,
      clubLabel: m.clubLabel,
      memberLabel: m.memberLabel,
    };
  },
  memberIcon: ({ member }) => ({ icon: `/cdn-a/avatars/${member!.id % 8}.svg` }),
  playerAvatar: ({ member }) => ({ avatar: `/cdn-a/avatars/${member!.id % 8}.svg` }),
  captcha: () => captchaPng(),
  chatUrl: ({ input, member }) =>
    member!.type === 4
      ? fail(ErrorCodes.trialAccount, 'in_please_information')
      : {
          chatUrl: `/__mock/pages/chat?lang=${encodeURIComponent(input.language)}&title=${encodeURIComponent(input.title)}`,
        },
  chatUnread: ({ member }) => ({ unReadCount: member!.id % 5 }),
});

import { describe, expect, it } from 'vitest';
import { domainOf, endpointDomains, endpointNames, endpoints } from './endpoints';

describe('registry metadata used by npm run contract:check', () => {
  it('marks exactly the calls that change data or have an outside effect as writes', () => {
    const writes = endpointNames.filter((name) => endpoints[name].writes).sort();
    expect(writes).toEqual(
      [
        // sessions and accounts
        'freePlayLogin',
        'logout',
        'register',
        'registerMobile',
        'changePassword',
        'bindMobile',
        'bindEmail',
        'paymentPassword',
        'socialLink',
        'endSession',
        'endOtherSessions',
        'forgotPasswordPhone',
        'updateLanguage',
        // messages sent to a phone or a mailbox
        'smsLoginCode',
        'loginVerifyCode',
        'registerSmsCode',
        'forgotPasswordCode',
        'forgotPasswordEmail',
        'bindSmsCode',
        'bindEmailCode',
        // member data, money, contracts, rewards, game sessions
        'feedback',
        'updateAvatar',
        'updateProfile',
        'inboxRead',
        'favoriteGames',
        'launchGame',
        'walletTransfer',
        'deposit',
        'withdraw',
        'withdrawConfirm',
        'processDividend',
        'processDailySalary',
        'processHourSalary',
        'processRealTimeSalary',
        'offerContract',
        'downlineRegister',
        'downlineTransfer',
        'signUpPromotionJoin',
        'signUpRequestReward',
        'signUpPromotionApply',
        'claimRaffle',
        'claimReward',
        'openRedEnvelope',
        'claimRebate',
        'redeemPointReward',
        'convertPoint',
        // responsible gaming (issue 30): limits, reality check, time-out and self-exclusion
        'setPlayLimit',
        'cancelPlayLimitChange',
        'setRealityCheck',
        'selfExclude',
      ].sort(),
    );
    // Logging in is how the check gets its session, so it is not held back.
    expect(endpoints.login.writes).toBe(false);
  });

  it('names the domain file of every entry', () => {
    expect(domainOf('login')).toBe('auth');
    expect(domainOf('balance')).toBe('wallet');
    expect(domainOf('convertPoint')).toBe('points');
    expect(new Set(endpointNames.map(domainOf))).toEqual(new Set(endpointDomains));
    expect(endpointDomains).toHaveLength(16);
  });
});

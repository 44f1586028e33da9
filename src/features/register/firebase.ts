/**
 * The firebase phone check of registration (spec 1 §3, §4): the SMS code is sent and verified by
 * firebase, which yields the firebaseIdToken sent with the registration (firebaseChannel 'sms').
 * Behind a small provider interface: the shipped mock provider needs no third-party script and
 * follows the mock backend's scenario (`firebase: 'fail'` makes the verification fail).
 */

/** A failure as firebase reports it: `code` like 'auth/invalid-verification-code'. */
export class FirebaseAuthError extends Error {
  override readonly name = 'FirebaseAuthError';
  constructor(
    readonly code: string,
    message = code,
  ) {
    super(message);
  }
}

export interface FirebasePhoneProvider {
  /** Sends the SMS code to an E.164 number ('+639171234567'). */
  sendCode(phoneNumber: string): Promise<void>;
  /** Checks the code the user typed against the last send; resolves to the firebase id token. */
  verifyCode(code: string): Promise<string>;
}

/** The code the mock provider accepts (as the mock backend's SMS codes). */
export const MOCK_FIREBASE_CODE = '123456';
/** Prefix of the mock provider's id tokens (the mock backend checks it). */
export const MOCK_FIREBASE_TOKEN_PREFIX = 'mock-firebase';

/** Reads the mock backend's scenario; 'pass' when there is no mock backend to ask. */
async function mockScenarioFirebase(): Promise<'pass' | 'fail'> {
  try {
    const res = await fetch('/__mock/scenario');
    if (!res.ok) return 'pass';
    const scenario = (await res.json()) as { firebase?: 'pass' | 'fail' };
    return scenario.firebase === 'fail' ? 'fail' : 'pass';
  } catch {
    return 'pass';
  }
}

export function createMockFirebaseProvider(
  scenario: () => Promise<'pass' | 'fail'> = mockScenarioFirebase,
): FirebasePhoneProvider {
  let pending: string | null = null;
  return {
    async sendCode(phoneNumber) {
      if (!/^\+\d{6,15}$/.test(phoneNumber))
        throw new FirebaseAuthError('auth/invalid-phone-number');
      pending = phoneNumber;
    },
    async verifyCode(code) {
      if (!code) throw new FirebaseAuthError('auth/missing-verification-code');
      if (!pending) throw new FirebaseAuthError('auth/code-expired');
      if ((await scenario()) === 'fail' || code !== MOCK_FIREBASE_CODE) {
        throw new FirebaseAuthError('auth/invalid-verification-code');
      }
      return `${MOCK_FIREBASE_TOKEN_PREFIX}:${pending}:${Date.now()}`;
    },
  };
}

let provider: FirebasePhoneProvider | null = null;

/** The provider in use (the mock one unless a deployment or a test installs another). */
export function getFirebaseProvider(): FirebasePhoneProvider {
  provider ??= createMockFirebaseProvider();
  return provider;
}

export function setFirebaseProvider(next: FirebasePhoneProvider | null) {
  provider = next;
}

/** Catalogue keys of firebase's failures (spec 2 §8 authentication messages). */
const FIREBASE_MESSAGES: Record<string, string> = {
  'auth/invalid-phone-number': 'register.firebase.invalidPhone',
  'auth/missing-phone-number': 'register.firebase.missingPhone',
  'auth/too-many-requests': 'register.firebase.tooManyRequests',
  'auth/invalid-verification-code': 'register.firebase.invalidCode',
  'auth/missing-verification-code': 'register.firebase.missingCode',
  'auth/captcha-check-failed': 'register.firebase.captchaFailed',
  'auth/quota-exceeded': 'register.firebase.quota',
  'auth/operation-not-allowed': 'register.firebase.notAllowed',
  'auth/code-expired': 'register.firebase.codeExpired',
  'auth/popup-closed-by-user': 'register.firebase.popupClosed',
};

/** The catalogue key of a firebase failure ('unknown error' for anything else). */
export function firebaseMessageKey(error: unknown): string {
  const code =
    error instanceof FirebaseAuthError ? error.code : (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && FIREBASE_MESSAGES[code]) || 'register.firebase.unknown';
}

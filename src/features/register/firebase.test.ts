import { describe, expect, it } from 'vitest';
import { createMockFirebaseProvider, FirebaseAuthError, firebaseMessageKey } from './firebase';

describe('mock firebase provider', () => {
  it('yields an id token for the code 123456 of the number it sent to', async () => {
    const provider = createMockFirebaseProvider(async () => 'pass');
    await provider.sendCode('+639171234567');
    await expect(provider.verifyCode('123456')).resolves.toMatch(
      /^mock-firebase:\+639171234567:\d+$/,
    );
  });

  it('fails like firebase: bad number, missing code, nothing sent, wrong code, scenario fail', async () => {
    const pass = createMockFirebaseProvider(async () => 'pass');
    await expect(pass.sendCode('0917')).rejects.toMatchObject({
      code: 'auth/invalid-phone-number',
    });
    await expect(pass.verifyCode('123456')).rejects.toMatchObject({ code: 'auth/code-expired' });
    await pass.sendCode('+639171234567');
    await expect(pass.verifyCode('')).rejects.toMatchObject({
      code: 'auth/missing-verification-code',
    });
    await expect(pass.verifyCode('000000')).rejects.toMatchObject({
      code: 'auth/invalid-verification-code',
    });
    const failing = createMockFirebaseProvider(async () => 'fail');
    await failing.sendCode('+639171234567');
    await expect(failing.verifyCode('123456')).rejects.toBeInstanceOf(FirebaseAuthError);
  });

  it('maps every documented failure to a catalogue text, anything else to unknown', () => {
    expect(firebaseMessageKey(new FirebaseAuthError('auth/too-many-requests'))).toBe(
      'register.firebase.tooManyRequests',
    );
    expect(firebaseMessageKey({ code: 'auth/quota-exceeded' })).toBe('register.firebase.quota');
    expect(firebaseMessageKey({ code: 'auth/popup-closed-by-user' })).toBe(
      'register.firebase.popupClosed',
    );
    expect(firebaseMessageKey(new Error('boom'))).toBe('register.firebase.unknown');
    expect(firebaseMessageKey(null)).toBe('register.firebase.unknown');
  });
});

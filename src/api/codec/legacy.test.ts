import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { decodeLegacyBody, LEGACY_RSA_KEY } from '../../../mocks/handlers/auth';
import { createTestClient } from '@/testing/harness';
import { recordCalls } from '@/testing/requests';
import { plainCipher, type ApiClient } from '../client';
import {
  createLegacyCipher,
  desDecrypt,
  desEncrypt,
  legacyCipherOf,
  modPow,
  randomString,
  rsaEncryptHex,
} from './legacy';

/** A test client whose encrypted calls go through the legacy codec (key fetched by the client itself). */
function legacyClient() {
  const holder: { client?: ApiClient } = {};
  const loadKey = vi.fn(() => holder.client!.call('rsaKey'));
  const made = createTestClient({ cipher: createLegacyCipher({ loadKey }) });
  holder.client = made.client;
  return { ...made, loadKey };
}

const hexToB64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');

describe('legacy codec primitives', () => {
  it('DES-ECB PKCS7 matches an independent implementation (OpenSSL des-ecb)', () => {
    // printf '{"a":1}' | openssl enc -des-ecb -K 6162636465666768 -provider legacy -base64
    expect(desEncrypt('{"a":1}', 'abcdefgh-ignored')).toBe('0ZIr5aGtvNo=');
    expect(desDecrypt('0ZIr5aGtvNo=', 'abcdefgh')).toBe('{"a":1}');
  });

  it('uses only the first 8 bytes of the random string as the DES key', () => {
    expect(desEncrypt('payload', 'k1k2k3k4AAAAAAAA')).toBe(
      desEncrypt('payload', 'k1k2k3k4BBBBBBBB'),
    );
    expect(desEncrypt('payload', 'k1k2k3k4')).not.toBe(desEncrypt('payload', 'k1k2k3k6'));
    // DES ignores the low (parity) bit of every key byte: '4' and '5' are the same key. Weak, as said.
    expect(desEncrypt('payload', 'k1k2k3k4')).toBe(desEncrypt('payload', 'k1k2k3k5'));
  });

  it('textbook RSA matches OpenSSL raw RSA (no padding) with the mock public key', () => {
    const text = 'fedcba9876543210';
    const key = createPublicKey({
      key: { kty: 'RSA', n: hexToB64url(LEGACY_RSA_KEY.n), e: 'AQAB' },
      format: 'jwk',
    });
    const block = Buffer.alloc(128);
    Buffer.from(text).copy(block, 128 - text.length);
    const expected = publicEncrypt({ key, padding: constants.RSA_NO_PADDING }, block).toString(
      'hex',
    );
    expect(rsaEncryptHex(text, LEGACY_RSA_KEY.n)).toBe(expected);
  });

  it('modPow agrees with small cases', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
    expect(modPow(2n, 0n, 7n)).toBe(1n);
  });

  it('draws 16 letters and digits per call', () => {
    const r = randomString();
    expect(r).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(randomString(16, () => 0)).toBe('AAAAAAAAAAAAAAAA');
  });
});

describe('legacy codec end to end (client -> MSW mock)', () => {
  it('seals the body as { value } with the Encryption header, and the mock decodes it: login succeeds', async () => {
    const sent = recordCalls('login');
    const { client, loadKey } = legacyClient();
    const value = await client.call('login', {
      username: 'player1',
      password: 'pass1234',
      type: 'username',
    });
    expect(value.userName).toBe('player1');
    expect(loadKey).toHaveBeenCalledTimes(1);
    const body = sent[0]!.body as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    expect(sent[0]!.text).not.toContain('pass1234');
    const header = sent[0]!.headers.encryption!;
    expect(header).toMatch(/^[0-9a-f]{256}$/);
    expect(decodeLegacyBody(header, body.value)).toMatchObject({
      username: 'player1',
      password: 'pass1234',
      type: 'username',
    });
  });

  it('fetches the RSA key once and draws a fresh random string per call', async () => {
    const sent = recordCalls('login');
    const { client, loadKey } = legacyClient();
    await client.call('login', { username: 'player1', password: 'pass1234', type: 'username' });
    await client.call('login', { username: 'player1', password: 'pass1234', type: 'username' });
    expect(loadKey).toHaveBeenCalledTimes(1);
    expect(sent[0]!.headers.encryption).not.toBe(sent[1]!.headers.encryption);
  });

  it('a wrong password still answers the business error through the codec', async () => {
    const { client } = legacyClient();
    await expect(
      client.call('login', { username: 'player1', password: 'nope', type: 'username' }),
    ).rejects.toMatchObject({
      message: 'Incorrect username or password',
    });
  });

  it('encrypted token calls work too: change password, then the new password logs in', async () => {
    const { client, state } = legacyClient();
    state.token = (
      await client.call('login', { username: 'newbie1', password: '123456', type: 'username' })
    ).token;
    await client.call('changePassword', {
      oldPassword: '123456',
      newPassword: 'fresh789',
      confirmNewPassword: 'fresh789',
    });
    const again = await client.call('login', {
      username: 'newbie1',
      password: 'fresh789',
      type: 'username',
    });
    expect(again.userName).toBe('newbie1');
  });

  it('the mock rejects a tampered Encryption header as a malformed body', async () => {
    const holder: { client?: ApiClient } = {};
    const inner = createLegacyCipher({ loadKey: () => holder.client!.call('rsaKey') });
    const { client } = createTestClient({
      cipher: {
        async encrypt(body, ep) {
          const sealed = await inner.encrypt(body, ep);
          return { ...sealed, headers: { Encryption: 'zz-not-hex' } };
        },
      },
    });
    holder.client = client;
    await expect(
      client.call('login', { username: 'player1', password: 'pass1234', type: 'username' }),
    ).rejects.toMatchObject({
      code: 'request_param_err',
      status: 400,
    });
  });

  it('legacyCipherOf keeps one codec (one key) per client', () => {
    const { client } = createTestClient();
    expect(legacyCipherOf(client)).toBe(legacyCipherOf(client));
  });

  it('a failed key fetch is retried by the next call', async () => {
    let attempts = 0;
    const cipher = createLegacyCipher({
      loadKey: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('offline');
        return LEGACY_RSA_KEY.n;
      },
    });
    const ep = {
      method: 'POST',
      path: '/x',
      module: 'COMM3',
      token: false,
      encrypt: true,
      wrapped: true,
      form: false,
    } as const;
    await expect(cipher.encrypt({ a: 1 }, ep)).rejects.toThrow('offline');
    const sealed = await cipher.encrypt({ a: 1 }, ep);
    expect(
      decodeLegacyBody(sealed.headers!.Encryption!, (sealed.body as { value: string }).value),
    ).toEqual({ a: 1 });
  });
});

describe('plain codec end to end', () => {
  it('sends the JSON body as is, without an Encryption header, and login succeeds', async () => {
    const sent = recordCalls('login');
    const { client } = createTestClient({ cipher: plainCipher });
    const value = await client.call('login', {
      username: 'player1',
      password: 'pass1234',
      type: 'username',
    });
    expect(value.userName).toBe('player1');
    expect(sent[0]!.body).toMatchObject({
      username: 'player1',
      password: 'pass1234',
    });
    expect(sent[0]!.headers).not.toHaveProperty('encryption');
  });
});

/**
 * The platform's legacy payload codec (api-facts "Payload encryption"), kept so that the portal can
 * talk to real backends that still expect it:
 *
 * 1. `GET /wps/session/key/rsa` answers an RSA modulus (hex, 1024-bit); the exponent is 65537.
 *    It is fetched once and shared by every later call.
 * 2. For each encrypted call a random 16-character string r is drawn.
 * 3. The JSON body is encrypted with DES-ECB (PKCS7 padding, key = the first 8 bytes of r) and sent,
 *    base64, as `{ value: <cipher text> }`.
 * 4. The `Encryption` header carries reverse(r) under textbook RSA (m^e mod n, no padding), hex.
 *
 * THIS IS COMPATIBILITY, NOT SECURITY. DES has a 56-bit key and ECB leaks patterns; unpadded
 * RSA is malleable and deterministic. Confidentiality on the wire comes from HTTPS; the codec only
 * reproduces what legacy backends decode. The mock backend's default is the plain codec.
 *
 * Loaded lazily (boot picks it with VITE_PAYLOAD_CODEC=legacy), so crypto-js never weighs on the
 * first page. Only the core, DES, ECB and the encoders of crypto-js are imported.
 */
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/tripledes.js'; // registers CryptoJS.DES on the core object
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import type { ApiClient, PayloadCipher } from '../client';

/** The public exponent of the platform's key. */
export const RSA_EXPONENT = 65537n;
/** Length of the per-call random string (its first 8 bytes are the DES key). */
export const RANDOM_LENGTH = 16;
/** The header that carries the RSA-encrypted reverse(r). */
export const ENCRYPTION_HEADER = 'Encryption';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random string of `length` letters and digits (Web Crypto when present). */
export function randomString(length = RANDOM_LENGTH, random: () => number = secureRandom): string {
  let out = '';
  for (let i = 0; i < length; i += 1)
    out += ALPHABET[Math.floor(random() * ALPHABET.length) % ALPHABET.length];
  return out;
}

function secureRandom(): number {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return buf[0]! / 2 ** 32;
}

/** DES-ECB, PKCS7, key = the first 8 bytes of `secret`; base64 cipher text. */
export function desEncrypt(plain: string, secret: string): string {
  const key = Utf8.parse(secret.slice(0, 8));
  const sealed = CryptoJS.DES.encrypt(Utf8.parse(plain), key, { mode: ECB, padding: Pkcs7 });
  return sealed.ciphertext.toString(Base64);
}

/** The inverse of `desEncrypt` (used by tests and by the mock backend's decoder). */
export function desDecrypt(cipherBase64: string, secret: string): string {
  const key = Utf8.parse(secret.slice(0, 8));
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(cipherBase64) });
  return CryptoJS.DES.decrypt(params, key, { mode: ECB, padding: Pkcs7 }).toString(Utf8);
}

/** base^exp mod m on BigInt (square and multiply). */
export function modPow(base: bigint, exp: bigint, m: bigint): bigint {
  let result = 1n;
  let b = base % m;
  let e = exp;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % m;
    b = (b * b) % m;
    e >>= 1n;
  }
  return result;
}

const bytesToBigInt = (bytes: Uint8Array) =>
  bytes.reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);

/**
 * Textbook RSA of `text`: m is the big-endian integer of its UTF-8 bytes, c = m^e mod n, as hex
 * padded to the modulus length. (RSA.js-era clients packed characters little-endian, which is why
 * the legacy scheme reverses r first: reverse(r) packed little-endian is r packed big-endian. Here the
 * reversed string itself is packed big-endian, and the mock reverses it back after decryption.)
 */
export function rsaEncryptHex(text: string, modulusHex: string, exponent = RSA_EXPONENT): string {
  const n = BigInt(`0x${modulusHex.trim()}`);
  const m = bytesToBigInt(new TextEncoder().encode(text));
  if (m >= n) throw new Error('RSA message longer than the modulus');
  const width = Math.ceil(modulusHex.trim().replace(/^0+/, '').length / 2) * 2;
  return modPow(m, exponent, n).toString(16).padStart(width, '0');
}

const reverse = (s: string) => [...s].reverse().join('');

export interface LegacyCipherOptions {
  /** Answers the RSA modulus (hex); called once, then kept (retried after a failure). */
  loadKey: () => Promise<string>;
  random?: () => number;
}

/** The legacy codec as a PayloadCipher of the api client. */
export function createLegacyCipher({ loadKey, random }: LegacyCipherOptions): PayloadCipher {
  let key: Promise<string> | null = null;
  const modulus = () => {
    key ??= loadKey().catch((error: unknown) => {
      key = null; // a failed fetch is tried again by the next call
      throw error;
    });
    return key;
  };
  return {
    async encrypt(body) {
      const n = await modulus();
      const r = randomString(RANDOM_LENGTH, random);
      return {
        body: { value: desEncrypt(JSON.stringify(body ?? {}), r) },
        headers: { [ENCRYPTION_HEADER]: rsaEncryptHex(reverse(r), n) },
      };
    },
  };
}

const perClient = new WeakMap<Pick<ApiClient, 'call'>, PayloadCipher>();

/**
 * The legacy codec of one api client, its key fetched through that client (`rsaKey`, a plain GET,
 * so no recursion). Boot wraps this in a lazy import.
 */
export function legacyCipherOf(client: Pick<ApiClient, 'call'>): PayloadCipher {
  let cipher = perClient.get(client);
  if (!cipher) {
    cipher = createLegacyCipher({ loadKey: () => client.call('rsaKey') });
    perClient.set(client, cipher);
  }
  return cipher;
}

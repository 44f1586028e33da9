/**
 * Customer-service paths arrive encrypted: the last 8 characters are the key (api-facts).
 * The real platform's cipher is not documented; this codec (XOR with the key, then base64) is the
 * one the mock uses and the client reverses. A deployment with another cipher replaces this file.
 */
const KEY_LENGTH = 8;

const toBytes = (s: string) => new TextEncoder().encode(s);
const xor = (data: Uint8Array, key: Uint8Array) =>
  data.map((b, i) => b ^ (key[i % key.length] ?? 0));

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin);
}

function fromBase64(s: string): Uint8Array {
  const bin = atob(s);
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

export function encryptCsPath(url: string, key: string): string {
  if (key.length !== KEY_LENGTH) throw new Error(`key must be ${KEY_LENGTH} characters`);
  return toBase64(xor(toBytes(url), toBytes(key))) + key;
}

/** Decrypts a customer-service path; null when it is not a well-formed encrypted path. */
export function decryptCsPath(path: string): string | null {
  if (path.length <= KEY_LENGTH) return null;
  const key = path.slice(-KEY_LENGTH);
  try {
    const url = new TextDecoder().decode(xor(fromBase64(path.slice(0, -KEY_LENGTH)), toBytes(key)));
    return /^https?:\/\//.test(url) ? url : null;
  } catch {
    return null;
  }
}

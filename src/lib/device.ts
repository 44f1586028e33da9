import { local } from './storage';

/** Local-storage key of this browser's device id. */
export const DEVICE_ID_KEY = 'deviceId';

/** A UUID kept in local storage, sent as loginDeviceId on login and register (api-facts). */
export function deviceId(): string {
  const existing = local.get(DEVICE_ID_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  local.set(DEVICE_ID_KEY, id);
  return id;
}

import type { Resource } from '@/api/contract/system';

const find = (resources: readonly Resource[], type: string) =>
  resources.find((r) => r.resourceType.toUpperCase() === type.toUpperCase());

/** The address of a resource type (TELEGRAM, FACEBOOK...), or null when the server has none. */
export function resourceUrl(resources: readonly Resource[], type: string): string | null {
  return find(resources, type)?.url?.trim() || null;
}

/** What a download QR code encodes: the resource's QR address, else its address. */
export function qrValue(resources: readonly Resource[], type: string): string | null {
  const r = find(resources, type);
  return r?.qrCodeUrl?.trim() || r?.url?.trim() || null;
}

export interface AppDownloads {
  /** Resource Android. */
  android: { qr: string; url: string } | null;
  /** Resource MOBILECONFIG (the iOS profile). */
  ios: { qr: string; url: string } | null;
}

/** The Android and iOS downloads the server offers (spec 1 §2.5, spec 2 §2). */
export function appDownloads(resources: readonly Resource[]): AppDownloads {
  const one = (type: string) => {
    const qr = qrValue(resources, type);
    return qr ? { qr, url: resourceUrl(resources, type) ?? qr } : null;
  };
  return { android: one('Android'), ios: one('MOBILECONFIG') };
}

/** Social links in the side bar's order, only those the server gives. */
export const SOCIAL_TYPES = ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM'] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

export function socialLinks(resources: readonly Resource[]): { type: SocialType; url: string }[] {
  return SOCIAL_TYPES.flatMap((type) => {
    const url = resourceUrl(resources, type);
    return url ? [{ type, url }] : [];
  });
}

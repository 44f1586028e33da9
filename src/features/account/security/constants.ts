import type { SocialProvider } from '@/api/contract/account';

/** The providers' names as they write them (the same in every language). */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  GOOGLE: 'Google',
  FACEBOOK: 'Facebook',
};

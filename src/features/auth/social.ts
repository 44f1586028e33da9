import type { SocialProviderId } from './slice';

/**
 * Social sign-in (header variant of the login popup, spec 1 §2.4; flag SOCIALLOGIN3).
 *
 * A provider signs the user in with Google or Facebook and hands back what the platform's login
 * call needs, or null when the user closed the provider's window ('Login failure. Please try
 * again.', spec 2 §8). Real providers (firebase, the platforms' SDKs) plug in here with
 * `setSocialProvider`; the shipped mock provider answers at once with the demo account player1,
 * which then logs in through the normal login call (no anti-bot challenge: the provider vouches).
 */
export interface SocialCredentials {
  username: string;
  password: string;
}

export interface SocialProvider {
  readonly id: SocialProviderId;
  signIn(): Promise<SocialCredentials | null>;
}

/** The mock provider: the demo account player1. */
export const mockSocialProvider = (id: SocialProviderId): SocialProvider => ({
  id,
  signIn: () => Promise.resolve({ username: 'player1', password: 'pass1234' }),
});

const providers: Record<SocialProviderId, SocialProvider> = {
  google: mockSocialProvider('google'),
  facebook: mockSocialProvider('facebook'),
};

export const SOCIAL_PROVIDERS: readonly SocialProviderId[] = ['google', 'facebook'];

export const socialProvider = (id: SocialProviderId): SocialProvider => providers[id];

/** Installs a provider (a real SDK, or a test double); returns the previous one. */
export function setSocialProvider(provider: SocialProvider): SocialProvider {
  const previous = providers[provider.id];
  providers[provider.id] = provider;
  return previous;
}

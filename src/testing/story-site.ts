import { COUNTRIES, DEFAULT_FLAGS, REGISTER_RULES } from '../../fixtures/system';
import { initialSystemState, type SystemState } from '@/core/system/slice';
import { withState } from '../../.ladle/story-store';

/**
 * Story helper (login, registration and password stories): a started site with the fixture flags
 * (over `flags`), registration rules, countries and a Philippine visitor; the mock worker answers
 * the calls.
 */
export const storySite = (
  flags: Record<string, boolean> = {},
  over: Partial<SystemState> = {},
): SystemState => ({
  ...initialSystemState,
  phase: 'ready',
  flags: { ...DEFAULT_FLAGS, ...flags },
  registerRules: REGISTER_RULES,
  countries: COUNTRIES,
  location: { ip: '203.0.113.7', country: 'PH' },
  ...over,
});

/** The story decorator for that site, with other slices of state when a story needs them. */
export const withSite = (
  flags: Record<string, boolean> = {},
  state: Parameters<typeof withState>[0] = {},
  over: Partial<SystemState> = {},
) => withState({ system: storySite(flags, over), ...state });

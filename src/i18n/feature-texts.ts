import i18next from 'i18next';
import { catalogueOf } from './languages';

/**
 * Catalogue files that are not part of the first page's catalogue: each lazy feature loads its own
 * (both languages are kept in step by the parity test). One top-level key per file, as elsewhere.
 */
export const DEFERRED_TEXT_FILES = [
  'auth',
  'register',
  'account',
  'games',
  'launch',
  'lottery',
  'sports',
  'member',
  'transfer',
  'deposit',
  'withdraw',
  'records',
  'security',
  'profile',
  'rank',
  'messages',
  'feedback',
  'referral',
  'missions',
  'rewards',
  'rebate',
  'agent',
  'team',
  'reports',
  'contracts',
  'points',
  'promotions',
  'winners',
  'seamless',
  'responsible',
  'download',
  'protocol',
] as const;
export type DeferredTextFile = (typeof DEFERRED_TEXT_FILES)[number];

type Loader = () => Promise<{ default: Record<string, unknown> }>;
const LOADERS: Record<'en' | 'ty', Record<DeferredTextFile, Loader>> = {
  en: {
    auth: () => import('./locales/en/auth.json'),
    register: () => import('./locales/en/register.json'),
    account: () => import('./locales/en/account.json'),
    games: () => import('./locales/en/games.json'),
    launch: () => import('./locales/en/launch.json'),
    lottery: () => import('./locales/en/lottery.json'),
    sports: () => import('./locales/en/sports.json'),
    member: () => import('./locales/en/member.json'),
    transfer: () => import('./locales/en/transfer.json'),
    deposit: () => import('./locales/en/deposit.json'),
    withdraw: () => import('./locales/en/withdraw.json'),
    records: () => import('./locales/en/records.json'),
    security: () => import('./locales/en/security.json'),
    profile: () => import('./locales/en/profile.json'),
    rank: () => import('./locales/en/rank.json'),
    messages: () => import('./locales/en/messages.json'),
    feedback: () => import('./locales/en/feedback.json'),
    referral: () => import('./locales/en/referral.json'),
    missions: () => import('./locales/en/missions.json'),
    rewards: () => import('./locales/en/rewards.json'),
    rebate: () => import('./locales/en/rebate.json'),
    agent: () => import('./locales/en/agent.json'),
    team: () => import('./locales/en/team.json'),
    reports: () => import('./locales/en/reports.json'),
    contracts: () => import('./locales/en/contracts.json'),
    points: () => import('./locales/en/points.json'),
    promotions: () => import('./locales/en/promotions.json'),
    winners: () => import('./locales/en/winners.json'),
    seamless: () => import('./locales/en/seamless.json'),
    responsible: () => import('./locales/en/responsible.json'),
    download: () => import('./locales/en/download.json'),
    protocol: () => import('./locales/en/protocol.json'),
  },
  ty: {
    auth: () => import('./locales/ty/auth.json'),
    register: () => import('./locales/ty/register.json'),
    account: () => import('./locales/ty/account.json'),
    games: () => import('./locales/ty/games.json'),
    launch: () => import('./locales/ty/launch.json'),
    lottery: () => import('./locales/ty/lottery.json'),
    sports: () => import('./locales/ty/sports.json'),
    member: () => import('./locales/ty/member.json'),
    transfer: () => import('./locales/ty/transfer.json'),
    deposit: () => import('./locales/ty/deposit.json'),
    withdraw: () => import('./locales/ty/withdraw.json'),
    records: () => import('./locales/ty/records.json'),
    security: () => import('./locales/ty/security.json'),
    profile: () => import('./locales/ty/profile.json'),
    rank: () => import('./locales/ty/rank.json'),
    messages: () => import('./locales/ty/messages.json'),
    feedback: () => import('./locales/ty/feedback.json'),
    referral: () => import('./locales/ty/referral.json'),
    missions: () => import('./locales/ty/missions.json'),
    rewards: () => import('./locales/ty/rewards.json'),
    rebate: () => import('./locales/ty/rebate.json'),
    agent: () => import('./locales/ty/agent.json'),
    team: () => import('./locales/ty/team.json'),
    reports: () => import('./locales/ty/reports.json'),
    contracts: () => import('./locales/ty/contracts.json'),
    points: () => import('./locales/ty/points.json'),
    promotions: () => import('./locales/ty/promotions.json'),
    winners: () => import('./locales/ty/winners.json'),
    seamless: () => import('./locales/ty/seamless.json'),
    responsible: () => import('./locales/ty/responsible.json'),
    download: () => import('./locales/ty/download.json'),
    protocol: () => import('./locales/ty/protocol.json'),
  },
};

/** Files some feature asked for: a language switch loads them in the new language too. */
const wanted = new Set<DeferredTextFile>();
const loaded = new Set<string>();

async function loadInto(lng: 'en' | 'ty', file: DeferredTextFile) {
  const key = `${lng}/${file}`;
  if (loaded.has(key)) return;
  const { default: texts } = await LOADERS[lng][file]();
  i18next.addResourceBundle(lng, 'translation', texts, true, false);
  loaded.add(key);
}

/** Loads these files in the current language (and remembers them for language switches). */
export async function loadFeatureTexts(files: readonly DeferredTextFile[]): Promise<void> {
  files.forEach((f) => wanted.add(f));
  // Not initialised yet (sagas run without the UI): initI18n loads the wanted files with its catalogue.
  if (!i18next.isInitialized) return;
  // i18next's language is the catalogue name itself ('en' or 'ty'), not a platform code.
  const current = i18next.language;
  const lng =
    current === 'en' || current === 'ty' ? current : catalogueOf((current || 'TY').toUpperCase());
  await Promise.all(files.map((f) => loadInto(lng, f)));
}

/** Called on a language switch: the wanted files in the new catalogue. */
export async function loadWantedTexts(lng: 'en' | 'ty'): Promise<void> {
  await Promise.all([...wanted].map((f) => loadInto(lng, f)));
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { catalogue as EnCatalogue } from './catalogues/en';
import { catalogueOf, DEFAULT_LANGUAGE } from './languages';
import { loadWantedTexts } from './feature-texts';
import type AuthTexts from './locales/en/auth.json';
import type RegisterTexts from './locales/en/register.json';
import type AccountTexts from './locales/en/account.json';
import type GamesTexts from './locales/en/games.json';
import type LaunchTexts from './locales/en/launch.json';
import type LotteryTexts from './locales/en/lottery.json';
import type SportsTexts from './locales/en/sports.json';
import type MemberTexts from './locales/en/member.json';
import type TransferTexts from './locales/en/transfer.json';
import type DepositTexts from './locales/en/deposit.json';
import type WithdrawTexts from './locales/en/withdraw.json';
import type RecordsTexts from './locales/en/records.json';
import type SecurityTexts from './locales/en/security.json';
import type ProfileTexts from './locales/en/profile.json';
import type RankTexts from './locales/en/rank.json';
import type MessagesTexts from './locales/en/messages.json';
import type FeedbackTexts from './locales/en/feedback.json';
import type ReferralTexts from './locales/en/referral.json';
import type MissionsTexts from './locales/en/missions.json';
import type RewardsTexts from './locales/en/rewards.json';
import type RebateTexts from './locales/en/rebate.json';
import type AgentTexts from './locales/en/agent.json';
import type TeamTexts from './locales/en/team.json';
import type ReportsTexts from './locales/en/reports.json';
import type ContractsTexts from './locales/en/contracts.json';
import type PointsTexts from './locales/en/points.json';
import type PromotionsTexts from './locales/en/promotions.json';
import type WinnersTexts from './locales/en/winners.json';
import type SeamlessTexts from './locales/en/seamless.json';
import type ResponsibleTexts from './locales/en/responsible.json';
import type DownloadTexts from './locales/en/download.json';
import type ProtocolTexts from './locales/en/protocol.json';

/** Deferred files (loaded by their features) are typed with the rest. */
type DeferredTexts = typeof AuthTexts &
  typeof RegisterTexts &
  typeof AccountTexts &
  typeof GamesTexts &
  typeof LaunchTexts &
  typeof LotteryTexts &
  typeof SportsTexts &
  typeof MemberTexts &
  typeof TransferTexts &
  typeof DepositTexts &
  typeof WithdrawTexts &
  typeof RecordsTexts &
  typeof SecurityTexts &
  typeof ProfileTexts &
  typeof RankTexts &
  typeof MessagesTexts &
  typeof FeedbackTexts &
  typeof ReferralTexts &
  typeof MissionsTexts &
  typeof RewardsTexts &
  typeof RebateTexts &
  typeof AgentTexts &
  typeof TeamTexts &
  typeof ReportsTexts &
  typeof ContractsTexts &
  typeof PointsTexts &
  typeof PromotionsTexts &
  typeof WinnersTexts &
  typeof SeamlessTexts &
  typeof ResponsibleTexts &
  typeof DownloadTexts &
  typeof ProtocolTexts;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof EnCatalogue & DeferredTexts };
  }
}

/** Loads one catalogue (EN or TY) as its own chunk: the first page carries only the one it shows. */
async function loadCatalogue(lng: 'en' | 'ty') {
  const module = lng === 'ty' ? await import('./catalogues/ty') : await import('./catalogues/en');
  return module.catalogue;
}

/** Languages whose first-page catalogue is in (a bundle may exist with only a feature's texts). */
const catalogued = new Set<string>();

async function ensureCatalogue(lng: 'en' | 'ty') {
  if (!catalogued.has(lng)) {
    i18next.addResourceBundle(lng, 'translation', await loadCatalogue(lng), true, false);
    catalogued.add(lng);
  }
  await loadWantedTexts(lng);
}

/**
 * Initialises i18next with the catalogue of `language` (every code without a catalogue of its own
 * uses EN). Resolves once the texts are there.
 */
export async function initI18n(language: string = DEFAULT_LANGUAGE) {
  const lng = catalogueOf(language);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { [lng]: { translation: await loadCatalogue(lng) } },
      lng,
      fallbackLng: lng,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    // The catalogue came in with init: merging it in again would walk every text a second time.
    catalogued.add(lng);
  }
  await ensureCatalogue(lng);
  return i18next;
}

/** Switches the texts to `language`, loading its catalogue first when needed. */
export async function setI18nLanguage(language: string) {
  if (!i18next.isInitialized) await initI18n(language);
  const lng = catalogueOf(language);
  await ensureCatalogue(lng);
  if (i18next.language !== lng) await i18next.changeLanguage(lng);
}

/** The BCP 47 tag of a platform language code, for `<html lang>`. */
export const htmlLang = (language: string) =>
  catalogueOf(language) === 'ty' ? 'fil' : language.toLowerCase();

export { i18next };

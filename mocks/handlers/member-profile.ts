/**
 * Member centre: profile, avatar and VIP ranks (spec 2 §2 profile, playerRank, §3 profile fields).
 * The profile lives in the member's records (kind 'profile'), seeded from the member on first read:
 * player1, vip0001 and the crowd have every personal field set (real name and birthday then locked);
 * newbie1 (no club label yet) and trial accounts have only their nickname, mobile and e-mail.
 */
import { ErrorCodes, ProfileErrorCodes } from '../../src/api/contract/constants';
import type {
  ProfileField,
  ProfileFieldRule,
  VipRank,
  VipRanksValue,
} from '../../src/api/contract/member';
import { PROFILE_FIELDS } from '../../src/api/contract/member';
import { REGISTER_RULES } from '../../fixtures/system';
import type { MockMember } from '../../fixtures/members';
import type { MockState } from '../db/state';
import { defineResolvers, fail } from './define';
import { getRecord, putRecord } from './records';

const TRIAL = 4;
const AVATAR_COUNT = 8;

type Profile = Partial<Record<ProfileField, string | null>>;

const avatarUrl = (n: number) => `/cdn-a/avatars/${n}.svg`;
/** The avatars every member may choose from. */
export const AVATAR_CHOICES = Array.from({ length: AVATAR_COUNT }, (_, i) => avatarUrl(i));

const rule = (r: Partial<ProfileFieldRule>): ProfileFieldRule => ({
  enabled: true,
  required: false,
  minLength: null,
  maxLength: 50,
  acceptedPattern: '*',
  patternId: 0,
  editable: true,
  lockedBy: null,
  ...r,
});

const DIGITS = { minLength: 5, maxLength: 15, acceptedPattern: '^[0-9]+$', patternId: 6 };
const HANDLE = { minLength: 3, maxLength: 30, acceptedPattern: '^\\S+$', patternId: 9 };

/** Each field's rule before the lock of fields set once (registration rules where they exist). */
const BASE_RULES: Record<ProfileField, ProfileFieldRule> = {
  nickname: rule({ required: true, minLength: 2, maxLength: 20 }),
  payeeName: rule({ ...REGISTER_RULES.payeeName, enabled: true, required: false }),
  fullName: rule({ minLength: 3, maxLength: 50, acceptedPattern: '^\\S+( \\S+)+$', patternId: 20 }),
  birthday: rule({
    minLength: 10,
    maxLength: 10,
    acceptedPattern: '^\\d{4}-\\d{2}-\\d{2}$',
    patternId: 11,
  }),
  address: rule({ maxLength: 100 }),
  permanentAddress: rule({ maxLength: 100 }),
  nationality: rule({ minLength: 2, maxLength: 30, acceptedPattern: '^[a-zA-Z ]+$', patternId: 8 }),
  placeOfBirth: rule({ maxLength: 50 }),
  occupation: rule({ maxLength: 50 }),
  sourceOfIncome: rule({ maxLength: 50 }),
  email: rule({ ...REGISTER_RULES.email, editable: false, lockedBy: 'SECURITY_CENTRE' }),
  mobile: rule({ ...REGISTER_RULES.mobileNum, editable: false, lockedBy: 'SECURITY_CENTRE' }),
  qq: rule(DIGITS),
  whatsapp: rule(DIGITS),
  facebook: rule(HANDLE),
  telegram: rule(HANDLE),
  zalo: rule(DIGITS),
  lineId: rule(HANDLE),
  wechat: rule(HANDLE),
  idNumber: rule({
    ...REGISTER_RULES.idNumber,
    enabled: true,
    editable: false,
    lockedBy: 'OPERATOR',
  }),
};

/** Locked once they hold a value. */
const SET_ONCE: readonly ProfileField[] = ['payeeName', 'birthday'];

const mask = (value: string, keep = 3) =>
  value.length <= keep * 2 ? value : `${value.slice(0, keep)}****${value.slice(-keep)}`;
const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

function seedProfile(member: MockMember): Profile {
  const empty = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, null])) as Profile;
  const contact: Profile = {
    nickname: member.nickname,
    mobile: member.mobile ? mask(member.mobile) : null,
    email: member.email ? maskEmail(member.email) : null,
  };
  if (member.type === TRIAL || member.clubLabel === null) return { ...empty, ...contact };
  const n = member.id % 100;
  return {
    ...empty,
    ...contact,
    payeeName: `Juan Dela Cruz`,
    fullName: `Juan Santos Dela Cruz`,
    birthday: `19${80 + (n % 20)}-0${1 + (n % 9)}-1${n % 10}`,
    address: `${10 + n} Rizal Street, Makati City`,
    nationality: 'Filipino',
    placeOfBirth: 'Quezon City',
    occupation: 'Engineer',
    sourceOfIncome: 'Salary',
    whatsapp: `63917${String(member.id).padStart(7, '0')}`,
    idNumber: `PH${String(member.id).padStart(8, '0')}`,
  };
}

function profileOf(state: MockState, member: MockMember): Profile {
  return getRecord<Profile>(state, 'profile', member.id, 'fields') ?? seedProfile(member);
}

function rulesOf(profile: Profile): Record<ProfileField, ProfileFieldRule> {
  const rules = { ...BASE_RULES };
  for (const field of SET_ONCE) {
    if (profile[field]) rules[field] = { ...rules[field], editable: false, lockedBy: 'SET_ONCE' };
  }
  return rules;
}

const profileValue = (member: MockMember, profile: Profile) => ({
  account: member.account,
  profile,
  rules: rulesOf(profile),
});

/** Why a value breaks its rule, or null (the server's own check, as the form's). */
function breaksRule(r: ProfileFieldRule, value: string): boolean {
  if (value === '') return r.required;
  if (r.minLength && value.length < r.minLength) return true;
  if (r.maxLength && value.length > r.maxLength) return true;
  const pattern = r.acceptedPattern;
  return Boolean(pattern && pattern !== '*' && !new RegExp(pattern, 'u').test(value));
}

/** The VIP ladder: label colours chosen for AA contrast (text `color` on `color2`). */
const RANKS: VipRank[] = [
  ['Bronze', '#ffffff', '#8a4b14', 100, 500],
  ['Silver', '#1f2933', '#d9dee3', 1_000, 5_000],
  ['Gold', '#3b2a00', '#f5c542', 5_000, 25_000],
  ['Platinum', '#ffffff', '#4a5568', 20_000, 100_000],
  ['Diamond', '#ffffff', '#1d4ed8', 100_000, 500_000],
  ['Crown', '#ffffff', '#7c2d12', 500_000, 2_500_000],
].map(([labelName, color, color2, depositRequired, validBetRequired], i) => ({
  rankLevel: i + 1,
  labelName: labelName as string,
  color: color as string,
  color2: color2 as string,
  depositRequired: depositRequired as number,
  validBetRequired: validBetRequired as number,
  benefits: [],
}));

/** Each rank's benefits in the member's language (the server's text). */
const benefitsOf = (rank: VipRank, language: string): string[] => {
  const rebate = (rank.rankLevel * 0.2).toFixed(1);
  const bonus = rank.rankLevel * 188;
  return language === 'TY'
    ? [`Bonus sa kaarawan: ${bonus}`, `Lingguhang rebate: ${rebate}%`]
    : [`Birthday bonus: ${bonus}`, `Weekly rebate: ${rebate}%`];
};

/** The member's totals: within their rank's band (player1 and vip0001 fixed for the features). */
function totalsOf(member: MockMember): Pick<VipRanksValue, 'deposit' | 'validBet'> {
  if (member.account === 'player1') return { deposit: 650.5, validBet: 3_210.75 };
  if (member.account === 'vip0001') return { deposit: 180_000, validBet: 760_000.25 };
  const level = member.clubLabel?.rankLevel ?? 0;
  if (member.type === TRIAL || level === 0) return { deposit: 0, validBet: 0 };
  const here = RANKS[Math.min(level, RANKS.length) - 1]!;
  const share = ((member.id % 7) + 1) / 10;
  const next = RANKS[level] ?? here;
  const between = (a: number, b: number) => Math.round((a + (b - a) * share) * 100) / 100;
  return {
    deposit: between(here.depositRequired, next.depositRequired),
    validBet: between(here.validBetRequired, next.validBetRequired),
  };
}

export const memberProfileResolvers = defineResolvers({
  memberIcon: ({ state, member }) => ({ icon: avatarOf(state, member!) }),
  playerAvatar: ({ state, member }) => ({
    avatar: avatarOf(state, member!),
    choices: AVATAR_CHOICES,
  }),
  updateAvatar: ({ input, state, db, member }) => {
    const m = member!;
    if (!AVATAR_CHOICES.includes(input.icon))
      return fail(ErrorCodes.badRequest, 'The avatar is not one of the choices');
    putRecord(state, 'avatar', m.id, 'icon', input.icon);
    db.commit();
    return { icon: input.icon };
  },
  memberProfile: ({ state, member }) => profileValue(member!, profileOf(state, member!)),
  updateProfile: ({ input, state, db, member }) => {
    const m = member!;
    const profile = profileOf(state, m);
    const rules = rulesOf(profile);
    const changes = Object.entries(input) as [ProfileField, string][];
    for (const [field, raw] of changes) {
      const r = rules[field];
      if (!r.editable)
        return fail(ProfileErrorCodes.fieldLocked, 'This field cannot be changed', {
          value: { field },
        });
      if (breaksRule(r, raw.trim()))
        return fail(ProfileErrorCodes.fieldInvalid, 'The value does not match the rule', {
          value: { field },
        });
    }
    const next: Profile = { ...profile };
    for (const [field, raw] of changes) next[field] = raw.trim() === '' ? null : raw.trim();
    putRecord(state, 'profile', m.id, 'fields', next);
    db.commit();
    return profileValue(m, next);
  },
  vipRanks: ({ member, language }) => {
    const m = member!;
    const level = m.type === TRIAL ? null : (m.clubLabel?.rankLevel ?? null);
    const ranks = RANKS.map((r) => ({ ...r, benefits: benefitsOf(r, language) }));
    return { ranks, rankLevel: level === 0 ? null : level, ...totalsOf(m) };
  },
});

function avatarOf(state: MockState, member: MockMember): string {
  return (
    getRecord<string>(state, 'avatar', member.id, 'icon') ?? avatarUrl(member.id % AVATAR_COUNT)
  );
}

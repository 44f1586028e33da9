import type { MemberProfileValue, ProfileFieldRule } from '@/api/contract/member';

/**
 * Sample profiles for the stories and view tests (no call made): a field's rule from a few
 * differences, player1's profile with its locked fields, newbie1's with most fields empty.
 */
export const sampleRule = (r: Partial<ProfileFieldRule> = {}): ProfileFieldRule => ({
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

const setOnce = sampleRule({ editable: false, lockedBy: 'SET_ONCE' });
const securityCentre = sampleRule({ editable: false, lockedBy: 'SECURITY_CENTRE' });

const RULES: MemberProfileValue['rules'] = {
  nickname: sampleRule({ required: true, minLength: 2, maxLength: 20 }),
  payeeName: setOnce,
  fullName: sampleRule({ minLength: 3, acceptedPattern: '^\\S+( \\S+)+$', patternId: 20 }),
  birthday: setOnce,
  address: sampleRule({ maxLength: 100 }),
  nationality: sampleRule({
    minLength: 2,
    maxLength: 30,
    acceptedPattern: '^[a-zA-Z ]+$',
    patternId: 8,
  }),
  occupation: sampleRule(),
  email: securityCentre,
  mobile: securityCentre,
  whatsapp: sampleRule({ minLength: 5, maxLength: 15, acceptedPattern: '^[0-9]+$', patternId: 6 }),
  telegram: sampleRule({ minLength: 3, maxLength: 30, acceptedPattern: '^\\S+$', patternId: 9 }),
  idNumber: sampleRule({ editable: false, lockedBy: 'OPERATOR' }),
};

export const SAMPLE_PLAYER: MemberProfileValue = {
  account: 'player1',
  profile: {
    nickname: 'Maya',
    payeeName: 'Juan Dela Cruz',
    fullName: 'Juan Santos Dela Cruz',
    birthday: '1981-03-11',
    address: '11 Rizal Street, Makati City',
    nationality: 'Filipino',
    occupation: 'Engineer',
    email: 'pl***@example.com',
    mobile: '917****001',
    whatsapp: '639170001001',
    telegram: null,
    idNumber: 'PH00001001',
  },
  rules: RULES,
};

export const SAMPLE_NEWBIE: MemberProfileValue = {
  account: 'newbie1',
  profile: { nickname: 'Ana', email: 'ne***@example.com', mobile: '917****003' },
  rules: { ...RULES, payeeName: sampleRule(), birthday: sampleRule({ patternId: 11 }) },
};

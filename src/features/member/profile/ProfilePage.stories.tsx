import type { Story, StoryDecorator, StoryDefault } from '@ladle/react';
import { ProfileErrorCodes } from '@/api/contract/constants';
import { withSeededFeature, withSubmitted } from '@/testing/story-seed';
import type { PageFailure } from '@/core/page-failure';
import { AvatarView } from './AvatarPage';
import { profileFeature } from './feature';
import { SAMPLE_NEWBIE, SAMPLE_PLAYER } from './samples';
import { ProfileView } from './ProfilePage';
import { initialProfileState, profileReducer, type ProfileState } from './slice';

/** The profile and avatar pages in each state, seeded into the store (no call made to show them). */
export default { title: 'Member centre / Profile' } satisfies StoryDefault;

const PLAYER = SAMPLE_PLAYER;
const NEWBIE = SAMPLE_NEWBIE;

const LOADED: ProfileState = {
  ...initialProfileState,
  profile: { status: 'loaded', failure: null, value: PLAYER },
};
const failure = (kind: PageFailure['kind'], extra: Partial<PageFailure> = {}): PageFailure => ({
  kind,
  code: '',
  message: 'Refused by the server',
  ...extra,
});

const seeded = (state: Partial<ProfileState> = {}, ...inner: StoryDecorator[]) => [
  ...inner,
  withSeededFeature(profileFeature, profileReducer, { ...LOADED, ...state }),
];

export const Loading: Story = () => <ProfileView />;
Loading.storyName = 'Profile: loading';
Loading.decorators = seeded({ profile: { status: 'loading', failure: null, value: null } });

export const LoadFailed: Story = () => <ProfileView />;
LoadFailed.storyName = 'Profile: load failed (network), retry';
LoadFailed.decorators = seeded({
  profile: { status: 'failed', failure: failure('offline'), value: null },
});

export const LoadBusy: Story = () => <ProfileView />;
LoadBusy.storyName = 'Profile: load failed (#727 busy), retry';
LoadBusy.decorators = seeded({
  profile: { status: 'failed', failure: failure('busy'), value: null },
});

/** Every field with its value; real name, birthday, ID, mobile and e-mail locked with why. */
export const Loaded: Story = () => <ProfileView />;
Loaded.storyName = 'Profile: player1, locked fields with why';
Loaded.decorators = seeded();

export const Empty: Story = () => <ProfileView />;
Empty.storyName = 'Profile: newbie1, most fields empty';
Empty.decorators = seeded({ profile: { status: 'loaded', failure: null, value: NEWBIE } });

/** What was typed against the rules: each field's message with its range, the text kept. */
export const RuleMessages: Story = () => <ProfileView />;
RuleMessages.storyName = 'Profile: rule messages, typed text kept';
RuleMessages.decorators = seeded(
  {},
  withSubmitted([
    ['input[name="nickname"]', ''],
    ['input[name="nationality"]', 'Filipino 2'],
    ['input[name="fullName"]', 'Juan'],
    ['input[name="whatsapp"]', '+63 917'],
  ]),
);

export const Saving: Story = () => <ProfileView />;
Saving.storyName = 'Profile: saving';
Saving.decorators = seeded({ save: { status: 'saving', failure: null } });

export const Saved: Story = () => <ProfileView />;
Saved.storyName = 'Profile: saved';
Saved.decorators = seeded({ save: { status: 'saved', failure: null } });

export const RefusedLocked: Story = () => <ProfileView />;
RefusedLocked.storyName = 'Profile: refused, the field is locked (at the field)';
RefusedLocked.decorators = seeded({
  save: {
    status: 'failed',
    failure: failure('server', { code: ProfileErrorCodes.fieldLocked, field: 'occupation' }),
  },
});

export const RefusedInvalid: Story = () => <ProfileView />;
RefusedInvalid.storyName = "Profile: refused, the server's rule (at the field)";
RefusedInvalid.decorators = seeded({
  save: {
    status: 'failed',
    failure: failure('server', { code: ProfileErrorCodes.fieldInvalid, field: 'nationality' }),
  },
});

export const SaveBusy: Story = () => <ProfileView />;
SaveBusy.storyName = 'Profile: save refused, #727 busy';
SaveBusy.decorators = seeded({ save: { status: 'failed', failure: failure('busy') } });

export const SaveOffline: Story = () => <ProfileView />;
SaveOffline.storyName = 'Profile: save lost, network dropped';
SaveOffline.decorators = seeded({ save: { status: 'failed', failure: failure('offline') } });

export const SaveTrial: Story = () => <ProfileView />;
SaveTrial.storyName = 'Profile: save refused, trial account';
SaveTrial.decorators = seeded({ save: { status: 'failed', failure: failure('trial') } });

const CHOICES = Array.from({ length: 8 }, (_, i) => `/cdn-a/avatars/${i}.svg`);
const AVATAR: Partial<ProfileState> = {
  avatar: { status: 'loaded', failure: null, value: { current: CHOICES[1]!, choices: CHOICES } },
};

export const AvatarLoading: Story = () => <AvatarView />;
AvatarLoading.storyName = 'Avatar: loading';
AvatarLoading.decorators = seeded({ avatar: { status: 'loading', failure: null, value: null } });

export const AvatarLoadFailed: Story = () => <AvatarView />;
AvatarLoadFailed.storyName = 'Avatar: load failed, retry';
AvatarLoadFailed.decorators = seeded({
  avatar: { status: 'failed', failure: failure('offline'), value: null },
});

export const AvatarChoices: Story = () => <AvatarView />;
AvatarChoices.storyName = 'Avatar: the current one and the choices';
AvatarChoices.decorators = seeded(AVATAR);

export const AvatarNone: Story = () => <AvatarView />;
AvatarNone.storyName = 'Avatar: none yet, no choices';
AvatarNone.decorators = seeded({
  avatar: { status: 'loaded', failure: null, value: { current: null, choices: [] } },
});

export const AvatarSaving: Story = () => <AvatarView />;
AvatarSaving.storyName = 'Avatar: saving';
AvatarSaving.decorators = seeded({ ...AVATAR, avatarSave: { status: 'saving', failure: null } });

export const AvatarSaved: Story = () => <AvatarView />;
AvatarSaved.storyName = 'Avatar: changed';
AvatarSaved.decorators = seeded({ ...AVATAR, avatarSave: { status: 'saved', failure: null } });

export const AvatarSaveFailed: Story = () => <AvatarView />;
AvatarSaveFailed.storyName = 'Avatar: change refused, #727 busy';
AvatarSaveFailed.decorators = seeded({
  ...AVATAR,
  avatarSave: { status: 'failed', failure: failure('busy') },
});

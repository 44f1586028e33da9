import { describe, expect, it } from 'vitest';
import { ProfileErrorCodes } from '@/api/contract/constants';
import type { RootState } from '@/app/store';
import { sessionActions } from '@/core/session/slice';
import { createTestStore, freePlayToken, loginToken, waitForState } from '@/testing/harness';
import { answerWith, dropConnection, endSession, failNext } from '@/testing/mock-backend';
import { profileFeature } from './feature';
import { selectProfile } from './selectors';
import { profileActions } from './slice';

type Harness = ReturnType<typeof createTestStore>;

async function start(token: string): Promise<Harness> {
  const harness = createTestStore();
  harness.store.injectFeature(profileFeature);
  harness.store.dispatch(sessionActions.tokenReceived(token));
  return harness;
}

const profile = (s: RootState) => selectProfile(s);
const settled = (status: string) =>
  status !== 'idle' && status !== 'loading' && status !== 'saving';

async function open(harness: Harness) {
  harness.store.dispatch(profileActions.opened());
  return profile(await waitForState(harness.store, (s) => settled(profile(s).profile.status)));
}

async function save(harness: Harness, changes: Parameters<typeof profileActions.saveRequested>[0]) {
  harness.store.dispatch(profileActions.saveRequested(changes));
  return profile(await waitForState(harness.store, (s) => settled(profile(s).save.status)));
}

describe('profile page', () => {
  it("loads every field with its value and rule: player1's real name and birthday locked once set", async () => {
    const state = await open(await start(await loginToken()));
    expect(state.profile.status).toBe('loaded');
    const { profile: values, rules, account } = state.profile.value!;
    expect(account).toBe('player1');
    expect(values.payeeName).toBe('Juan Dela Cruz');
    expect(rules.payeeName).toMatchObject({ editable: false, lockedBy: 'SET_ONCE' });
    expect(rules.birthday).toMatchObject({ editable: false, lockedBy: 'SET_ONCE' });
    expect(rules.idNumber).toMatchObject({ editable: false, lockedBy: 'OPERATOR' });
    expect(rules.mobile).toMatchObject({ editable: false, lockedBy: 'SECURITY_CENTRE' });
    expect(values.mobile).toBe('917****001');
    expect(rules.occupation).toMatchObject({ editable: true });
  });

  it('gives newbie1 empty personal fields, the real name and birthday still editable', async () => {
    const state = await open(await start(await loginToken('newbie1', '123456')));
    expect(state.profile.value!.profile.payeeName).toBeNull();
    expect(state.profile.value!.profile.occupation).toBeNull();
    expect(state.profile.value!.rules.payeeName!.editable).toBe(true);
    expect(state.profile.value!.rules.birthday!.editable).toBe(true);
  });

  it('saves the changed fields; the answer is kept and a reload shows them', async () => {
    const harness = await start(await loginToken());
    await open(harness);
    const state = await save(harness, { occupation: 'Teacher', telegram: 'juan_dc' });
    expect(state.save.status).toBe('saved');
    expect(state.profile.value!.profile).toMatchObject({
      occupation: 'Teacher',
      telegram: 'juan_dc',
    });
    const again = await open(harness);
    expect(again.profile.value!.profile.occupation).toBe('Teacher');
    expect(again.save.status).toBe('idle');
  });

  it('locks the real name once a new member has set it', async () => {
    const harness = await start(await loginToken('newbie1', '123456'));
    await open(harness);
    const state = await save(harness, { payeeName: 'Ana Reyes' });
    expect(state.profile.value!.rules.payeeName).toMatchObject({
      editable: false,
      lockedBy: 'SET_ONCE',
    });
    const refused = await save(harness, { payeeName: 'Someone Else' });
    expect(refused.save.failure).toMatchObject({
      kind: 'server',
      code: ProfileErrorCodes.fieldLocked,
      field: 'payeeName',
    });
    expect(refused.profile.value!.profile.payeeName).toBe('Ana Reyes');
  });

  it("refuses a value against the field's rule, naming the field", async () => {
    const harness = await start(await loginToken());
    await open(harness);
    const state = await save(harness, { nationality: 'Filipino 2' });
    expect(state.save.failure).toMatchObject({
      code: ProfileErrorCodes.fieldInvalid,
      field: 'nationality',
    });
    expect(state.profile.value!.profile.nationality).toBe('Filipino');
  });

  it('tells a busy system, a dropped connection and an ended session apart', async () => {
    const token = await loginToken();
    const harness = await start(token);
    failNext('memberProfile', '#727', 'System busy');
    expect((await open(harness)).profile.failure).toMatchObject({ kind: 'busy' });
    dropConnection('memberProfile', 1);
    expect((await open(harness)).profile.failure).toMatchObject({ kind: 'offline' });
    expect((await open(harness)).profile.status).toBe('loaded');
    await endSession(token);
    harness.store.dispatch(profileActions.saveRequested({ occupation: 'Pilot' }));
    // The 401 ends the session: the page's state goes with it (the panel asks for a login).
    const state = await waitForState(harness.store, (s) => s.session.token === null);
    expect(profile(state).profile.value).toBeNull();
  });

  it("answers a trial account's change with in_need_true_account", async () => {
    const harness = await start(await freePlayToken());
    await open(harness);
    const state = await save(harness, { nickname: 'Lucky' });
    expect(state.save.failure).toMatchObject({ kind: 'trial' });
  });
});

describe('avatar page', () => {
  async function openAvatar(harness: Harness) {
    harness.store.dispatch(profileActions.avatarOpened());
    return profile(await waitForState(harness.store, (s) => settled(profile(s).avatar.status)));
  }

  it('loads the current avatar and the choices; a change shows in the header at once', async () => {
    const harness = await start(await loginToken());
    const state = await openAvatar(harness);
    expect(state.avatar.value!.current).toBe('/cdn-a/avatars/1.svg');
    expect(state.avatar.value!.choices).toHaveLength(8);
    harness.store.dispatch(profileActions.avatarSaveRequested('/cdn-a/avatars/5.svg'));
    const saved = await waitForState(
      harness.store,
      (s) => profile(s).avatarSave.status === 'saved',
    );
    expect(profile(saved).avatar.value!.current).toBe('/cdn-a/avatars/5.svg');
    expect(saved.wallet.avatarUrl).toBe('/cdn-a/avatars/5.svg');
    expect((await openAvatar(harness)).avatar.value!.current).toBe('/cdn-a/avatars/5.svg');
  });

  it('leaves out a choice whose address is unsafe', async () => {
    const harness = await start(await loginToken());
    answerWith('playerAvatar', {
      avatar: 'javascript:alert(1)',
      choices: ['/cdn-a/avatars/0.svg', 'javascript:x'],
    });
    const state = await openAvatar(harness);
    expect(state.avatar.value).toEqual({ current: null, choices: ['/cdn-a/avatars/0.svg'] });
  });

  it('keeps the avatar when the change fails', async () => {
    const harness = await start(await loginToken());
    await openAvatar(harness);
    failNext('updateAvatar', '#727', 'System busy');
    harness.store.dispatch(profileActions.avatarSaveRequested('/cdn-a/avatars/6.svg'));
    const state = await waitForState(
      harness.store,
      (s) => profile(s).avatarSave.status === 'failed',
    );
    expect(profile(state).avatar.value!.current).toBe('/cdn-a/avatars/1.svg');
    expect(profile(state).avatarSave.failure).toMatchObject({ kind: 'busy' });
  });
});

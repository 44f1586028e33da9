import type { RootState } from '@/app/store';

export const selectSession = (s: RootState) => s.session;
export const selectToken = (s: RootState) => s.session.token;
/** A session token is held (members, agents and free-play accounts alike). */
export const selectIsLoggedIn = (s: RootState) => s.session.token !== null;
export const selectMember = (s: RootState) => s.session.member;

export const selectMemberAccount = (s: RootState) => s.session.member?.account ?? null;

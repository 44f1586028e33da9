import MemberCentrePanel, { feature } from '@/features/member/components/MemberCentrePanel';
import type { MemberCentrePage } from '@/core/member-centre';
import { MEMBER_PAGES } from './member-pages';

export { feature };

/** The member centre with the app's table of built pages (its own chunk, with the feature's). */
export default function MemberCentreMount({ page }: { page: MemberCentrePage }) {
  return <MemberCentrePanel page={page} pages={MEMBER_PAGES} />;
}

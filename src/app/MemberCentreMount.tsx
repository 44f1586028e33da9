import MemberCentrePanel, { feature } from '@/features/member/components/MemberCentrePanel';
import { memberCentre } from '@/core/member-centre';
import { MEMBER_PAGES } from './member-pages';

export { feature };

/** The member centre with the app's table of built pages (its own chunk, with the feature's). */
export default function MemberCentreMount({ search }: { search: string }) {
  const page = memberCentre.pageOf(search) ?? memberCentre.defaultPage;
  return <MemberCentrePanel page={page} pages={MEMBER_PAGES} />;
}

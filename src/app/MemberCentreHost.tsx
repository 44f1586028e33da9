import { lazyComponent } from '@/core/lazy-feature';
import { MEMBER_CENTRE_PARAM } from '@/core/member-centre-address';
import { CentreHost } from './CentreHost';

const MemberCentreMount = lazyComponent(() => import('./MemberCentreMount'));

/** The member centre over any route, while the address carries `?member=<page>`. */
export const MemberCentreHost = () => (
  <CentreHost param={MEMBER_CENTRE_PARAM} Mount={MemberCentreMount} />
);

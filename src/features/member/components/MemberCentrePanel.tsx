import { useCentreOpening, type CentrePanelProps } from '@/core/components/CentreView';
import { useAppSelector } from '@/core/hooks';
import { selectFlags } from '@/core/system/selectors';
import type { MemberCentrePage } from '@/core/member-centre';
import { memberFeature } from '../feature';
import { selectMissionCount, selectPanelView } from '../selectors';
import { memberActions } from '../slice';
import { MemberCentreLoading, MemberCentreView } from './MemberCentreView';

export type MemberCentrePanelProps = CentrePanelProps<MemberCentrePage>;

/**
 * The member centre (spec 2 §2) as its address opens it: nothing while a visitor logs in or a
 * trial account is refused, a loading state until the member and the mission summary are known,
 * then the panel.
 */
export default function MemberCentrePanel({ page, pages }: MemberCentrePanelProps) {
  const dispatch = useCentreOpening(memberActions, page);
  const view = useAppSelector(selectPanelView);
  const missionCount = useAppSelector(selectMissionCount);
  const flags = useAppSelector(selectFlags);

  if (view === 'none') return null;
  if (view === 'loading') return <MemberCentreLoading />;
  return (
    <MemberCentreView
      page={page}
      pages={pages}
      missionCount={missionCount}
      flags={flags}
      onChoose={(target) => dispatch(memberActions.pageChosen({ page: target }))}
      onClose={() => dispatch(memberActions.closeRequested())}
    />
  );
}

/** The module's feature: lazyComponent injects it before the panel renders. */
export const feature = memberFeature;

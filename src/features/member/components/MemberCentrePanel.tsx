import { useEffect, type ComponentType } from 'react';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import type { MemberCentrePage } from '@/core/member-centre';
import { memberFeature } from '../feature';
import { selectMissionCount, selectPanelView } from '../selectors';
import { memberActions } from '../slice';
import { MemberCentreLoading, MemberCentreView } from './MemberCentreView';

export interface MemberCentrePanelProps {
  /** The page the address asks for. */
  page: MemberCentrePage;
  /** The pages by key (the app's table). */
  pages: Record<MemberCentrePage, ComponentType>;
}

/**
 * The member centre (spec 2 §2) as its address opens it: nothing while a visitor logs in or a
 * trial account is refused, a loading state until the member and the mission summary are known,
 * then the panel.
 */
export default function MemberCentrePanel({ page, pages }: MemberCentrePanelProps) {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectPanelView);
  const missionCount = useAppSelector(selectMissionCount);

  useEffect(() => {
    dispatch(memberActions.panelOpened({ page }));
    return () => {
      dispatch(memberActions.panelClosed());
    };
    // Once per opening: choosing another entry keeps the panel mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (view === 'none') return null;
  if (view === 'loading') return <MemberCentreLoading />;
  return (
    <MemberCentreView
      page={page}
      pages={pages}
      missionCount={missionCount}
      onChoose={(target) => dispatch(memberActions.pageChosen({ page: target }))}
      onClose={() => dispatch(memberActions.closeRequested())}
    />
  );
}

/** The module's feature: lazyComponent injects it before the panel renders. */
export const feature = memberFeature;

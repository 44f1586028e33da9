import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/core/hooks';
import { AnnouncementView } from './components/AnnouncementView';
import { agentHomeFeature } from './feature';
import { selectAnnouncements } from './selectors';
import { agentHomeActions } from './slice';

export const feature = agentHomeFeature;

/** Announcement (agentAnnouncement): the announcements for agents, asked each time it shows. */
export default function AnnouncementPage() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectAnnouncements);
  useEffect(() => {
    dispatch(agentHomeActions.announcementsOpened());
  }, [dispatch]);
  return (
    <AnnouncementView
      state={state}
      onPage={(pageNo) => dispatch(agentHomeActions.announcementsPageChosen(pageNo))}
      onRetry={() => dispatch(agentHomeActions.announcementsOpened())}
      onLogin={() => dispatch(agentHomeActions.loginAsked())}
    />
  );
}

import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreLoading, CentreView } from '@/core/components/CentreView';
import { memberCentre, type MemberCentrePage } from '@/core/member-centre';
import { usePageTitle } from '../use-page-title';
import '../member.css';

export interface MemberCentreViewProps {
  page: MemberCentrePage;
  pages: Record<MemberCentrePage, ComponentType>;
  /** The mission entry's badge (shown above 0). */
  missionCount: number | null;
  /** The module flags: an entry that needs one shows while it is on (responsible gaming). */
  flags?: Partial<Record<string, boolean>>;
  onChoose: (page: MemberCentrePage) => void;
  onClose: () => void;
}

/** While the member and the panel's own load are not known yet. */
export const MemberCentreLoading = CentreLoading;

/**
 * The member centre (spec 2 §2): the centre's panel, shown once loaded, with the 14 entries (the
 * mission entry with its badge above 0) and the pages off the list (profile, player rank...).
 */
export function MemberCentreView({ missionCount, flags = {}, ...props }: MemberCentreViewProps) {
  const { t } = useTranslation();
  const title = usePageTitle();
  return (
    <CentreView
      {...props}
      centre={memberCentre}
      entries={memberCentre.visibleEntries(flags)}
      texts={{
        title: t('member.title'),
        nav: t('member.nav'),
        entry: (entry) => t(`member.entries.${entry.label}`),
        page: title,
      }}
      badge={(entry) =>
        entry.page === 'missionLeaderboard' && missionCount !== null && missionCount > 0
          ? missionCount
          : null
      }
    />
  );
}

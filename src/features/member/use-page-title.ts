import { useTranslation } from 'react-i18next';
import {
  MEMBER_CENTRE_ENTRIES,
  type MemberCentreNavPage,
  type MemberCentrePage,
} from '@/core/member-centre';

type OffListPage = Exclude<MemberCentrePage, MemberCentreNavPage>;

/** A page's title: its navigation entry's label, or the title of the pages off the list. */
export function usePageTitle() {
  const { t } = useTranslation();
  return (page: MemberCentrePage): string => {
    const entry = MEMBER_CENTRE_ENTRIES.find((e) => e.page === page);
    return entry ? t(`member.entries.${entry.label}`) : t(`member.pages.${page as OffListPage}`);
  };
}

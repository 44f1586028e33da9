import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, tabId } from '@/components/TabList';
import { POINT_TABS, type PointTab } from '../rules';

const ID_BASE = 'points';
const PANEL_ID = 'points-tab-panel';

/**
 * The page's sections as tabs (the shared TabList: arrows, Home and End move and choose); each
 * is its own address (/pointMall?tab=history), the panel named by its tab.
 */
export function PointTabs({
  tab,
  onTab,
  children,
}: {
  tab: PointTab;
  onTab: (tab: PointTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TabList
        label={t('points.tabs.label')}
        tabs={POINT_TABS.map((id) => ({ id, label: t(`points.tabs.${id}`) }))}
        selected={tab}
        onSelect={(id) => onTab(id as PointTab)}
        idBase={ID_BASE}
        panelId={PANEL_ID}
        className="tab-list points-tabs"
      />
      <div
        role="tabpanel"
        id={PANEL_ID}
        aria-labelledby={tabId(ID_BASE, tab)}
        className="points-panel"
      >
        {children}
      </div>
    </>
  );
}

import { action, type Story, type StoryDefault } from '@ladle/react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from './StatusPage';

export default { title: 'System / Status page' } satisfies StoryDefault;

/** Shown in local time as 2030-01-15 06:30:00. */
const MAINTENANCE_END = new Date(2030, 0, 15, 6, 30, 0).getTime();
const LOCATION = { ip: '203.0.113.24', country: 'US' };

export const MaintenanceWithEndTime: Story = () => (
  <StatusPage
    kind="maintenance"
    maintenanceEndTime={MAINTENANCE_END}
    onContact={action('onContact')}
  />
);
MaintenanceWithEndTime.storyName = 'Maintenance with end time';

export const MaintenanceWithoutEndTime: Story = () => (
  <StatusPage kind="maintenance" maintenanceEndTime={null} onContact={action('onContact')} />
);
MaintenanceWithoutEndTime.storyName = 'Maintenance without end time';

export const RegionRestriction: Story = () => (
  <StatusPage kind="region" location={LOCATION} onContact={action('onContact')} />
);
RegionRestriction.storyName = 'Region restriction';

export const RegionRestrictionWithNotice: Story = () => {
  const { t } = useTranslation();
  return (
    <StatusPage
      kind="region"
      location={LOCATION}
      onContact={action('onContact')}
      notice={t('errors.noCustomerService')}
    />
  );
};
RegionRestrictionWithNotice.storyName = 'Region restriction, customer service unavailable';

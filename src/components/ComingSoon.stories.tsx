import type { Story, StoryDefault } from '@ladle/react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from './ComingSoon';

export default { title: 'Components / Coming soon' } satisfies StoryDefault;

export const WithTitle: Story<{ title: string }> = ({ title }) => <ComingSoon title={title} />;
WithTitle.storyName = 'With a title';
WithTitle.args = { title: 'Promotions' };

/** The title as the sections pass it: translated (follows the Language control). */
export const TranslatedSection: Story = () => {
  const { t } = useTranslation();
  return <ComingSoon title={t('sections.promo')} />;
};
TranslatedSection.storyName = 'Translated section name';

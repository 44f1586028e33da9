import type { Story, StoryDefault } from '@ladle/react';
import { initialSystemState } from '@/features/system/slice';
import { withState } from '../../../../.ladle/story-store';
import { FloatingWidget } from './FloatingWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';

export default { title: 'Shell' } satisfies StoryDefault;

export const HeaderDefault: Story = () => <Header />;
HeaderDefault.storyName = 'Header';

/** On the register route the header shows the logo (`meta.route` sets the memory router). */
export const HeaderOnRegister: Story = () => <Header />;
HeaderOnRegister.storyName = 'Header on register';
HeaderOnRegister.meta = { route: '/register' };

export const SideMenuSeveralLanguages: Story = () => <SideMenu />;
SideMenuSeveralLanguages.storyName = 'Side menu, several languages';
SideMenuSeveralLanguages.decorators = [withState({ system: { ...initialSystemState, languages: ['EN', 'TY', 'JA'] } })];

/** One language offered: no language selector. */
export const SideMenuOneLanguage: Story = () => <SideMenu />;
SideMenuOneLanguage.storyName = 'Side menu, one language';
SideMenuOneLanguage.decorators = [withState({ system: { ...initialSystemState, languages: ['EN'] } })];

export const FooterDefault: Story = () => <Footer />;
FooterDefault.storyName = 'Footer';

export const FloatingWidgetDefault: Story = () => <FloatingWidget />;
FloatingWidgetDefault.storyName = 'Floating widget';

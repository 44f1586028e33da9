import type { Story, StoryDefault } from '@ladle/react';
import { initialSystemState, type SystemState } from '@/core/system/slice';
import { initialShellState } from '@/features/shell/slice';
import { customerService, RESOURCES } from '../../../../fixtures/system';
import { withState } from '../../../../.ladle/story-store';
import AppQrCodes from './AppQrCodes';
import { FloatingWidget } from './FloatingWidget';
import { Footer } from './Footer';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { appDownloads } from '../resources';
import HelpModal from '../modals/HelpModal';

export default { title: 'Shell' } satisfies StoryDefault;

/** A started site: its resources (app downloads, social links) and the mock's customer-service pages. */
const site: SystemState = {
  ...initialSystemState,
  phase: 'ready',
  imageCdn: '/cdn-a',
  resources: RESOURCES,
  customerService: customerService(window.location.origin),
};

export const HeaderDefault: Story = () => <Header />;
HeaderDefault.storyName = 'Header';

/** On the register route the header shows the logo (`meta.route` sets the memory router). */
export const HeaderOnRegister: Story = () => <Header />;
HeaderOnRegister.storyName = 'Header on register';
HeaderOnRegister.meta = { route: '/register' };

/** The categories come from the vendors call (MSW worker); open "App download" for the QR codes. */
export const SideMenuSeveralLanguages: Story = () => <SideMenu />;
SideMenuSeveralLanguages.storyName = 'Side menu, several languages';
SideMenuSeveralLanguages.decorators = [
  withState({ system: { ...site, languages: ['EN', 'TY', 'JA'] } }),
];

/** One language offered: no language selector. */
export const SideMenuOneLanguage: Story = () => <SideMenu />;
SideMenuOneLanguage.storyName = 'Side menu, one language';
SideMenuOneLanguage.decorators = [withState({ system: { ...site, languages: ['EN'] } })];

/** /seamless and /vnlottery start with the bar collapsed. */
export const SideMenuCollapsed: Story = () => <SideMenu />;
SideMenuCollapsed.storyName = 'Side menu, collapsed on /seamless';
SideMenuCollapsed.meta = { route: '/seamless' };
SideMenuCollapsed.decorators = [withState({ system: site })];

/** The vendors call failed and the site has no resources: no categories, QR codes or social links. */
export const SideMenuBare: Story = () => <SideMenu />;
SideMenuBare.storyName = 'Side menu, no vendors or resources';
SideMenuBare.decorators = [
  withState({
    system: { ...initialSystemState, phase: 'ready' },
    shell: { ...initialShellState, vendors: { status: 'failed', categories: [] } },
  }),
];

export const FooterDefault: Story = () => <Footer />;
FooterDefault.storyName = 'Footer';
FooterDefault.decorators = [withState({ system: site })];

export const FloatingWidgetDefault: Story = () => <FloatingWidget />;
FloatingWidgetDefault.storyName = 'Floating widget';
FloatingWidgetDefault.decorators = [withState({ system: site })];

/** Size 200 px with a 20 px margin, error correction M (spec 2 §9). */
export const DownloadQrCodes: Story = () => <AppQrCodes downloads={appDownloads(RESOURCES)} />;
DownloadQrCodes.storyName = 'App download QR codes';

export const HelpModalDefault: Story = () => <HelpModal props={{}} onClose={() => undefined} />;
HelpModalDefault.storyName = 'Help modal';

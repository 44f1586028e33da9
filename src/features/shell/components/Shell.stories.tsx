import type { Story, StoryDefault } from '@ladle/react';
import { initialSystemState, type SystemState } from '@/core/system/slice';
import { initialShellState } from '@/features/shell/slice';
import { customerService, RESOURCES } from '../../../../fixtures/system';
import { withState } from '../../../../.ladle/story-store';
import AppQrCodes from './AppQrCodes';
import { FloatingWidget } from './FloatingWidget';
import { Footer } from './Footer';
import { BottomBar } from './BottomBar';
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

// ---- the phone layout (issue 25): each at a phone's width (Ladle's width addon, `meta.width`) ----

const PHONE = { width: 390 };
const member = {
  token: 'tk_story',
  member: { id: 1001, account: 'player1', nickname: 'Maya', type: 0 },
  memberStatus: 'loaded' as const,
};
const VISITOR_FLAGS = { DIRECTREG3: true, FREEPLAY3: true };

/** A phone's header on a route with the side bar: the menu button, log in and register. */
export const PhoneHeader: Story = () => <Header drawer />;
PhoneHeader.storyName = 'Phone: header';
PhoneHeader.meta = PHONE;
PhoneHeader.decorators = [withState({ system: { ...site, flags: VISITOR_FLAGS } })];

/** The side bar as the phone's drawer, open over the page, the theme switch at its end. */
export const PhoneDrawerOpen: Story = () => (
  <>
    <Header drawer />
    <p style={{ padding: '1rem' }}>The page behind the drawer.</p>
    <SideMenu />
  </>
);
PhoneDrawerOpen.storyName = 'Phone: drawer open';
PhoneDrawerOpen.meta = PHONE;
PhoneDrawerOpen.decorators = [
  withState({
    system: { ...site, languages: ['EN', 'TY'], flags: VISITOR_FLAGS },
    shell: {
      ...initialShellState,
      sideMenu: { collapsed: false, forcedByRoute: false, drawerOpen: true },
    },
  }),
];

/** A visitor's bottom bar: home (current), games, promotions, log in. */
export const PhoneBottomBarVisitor: Story = () => <BottomBar />;
PhoneBottomBarVisitor.storyName = 'Phone: bottom bar, visitor';
PhoneBottomBarVisitor.meta = PHONE;
PhoneBottomBarVisitor.decorators = [withState({ system: site })];

/** A member's bottom bar on /promotions: deposit and account instead of log in. */
export const PhoneBottomBarMember: Story = () => <BottomBar />;
PhoneBottomBarMember.storyName = 'Phone: bottom bar, member';
PhoneBottomBarMember.meta = { ...PHONE, route: '/promotions' };
PhoneBottomBarMember.decorators = [withState({ system: site, session: member })];

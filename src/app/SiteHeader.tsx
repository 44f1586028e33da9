import { ChatDock, ChatHeaderLauncher } from '@/features/chat/components/ChatDock';
import { Header } from '@/features/shell/components/Header';
import { MemberBar } from '@/features/wallet/components/MemberBar';

/** The shell's header (a menu button for the side bar's drawer on a phone, `drawer`) with the wallet's member bar and the chat's launcher and window. */
export function SiteHeader({ drawer = false }: { drawer?: boolean }) {
  return (
    <Header
      memberBar={<MemberBar />}
      actions={<ChatHeaderLauncher />}
      after={<ChatDock />}
      drawer={drawer}
    />
  );
}

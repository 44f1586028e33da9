import { useTranslation } from 'react-i18next';
import { CopyField } from '@/components/CopyField';
import { QrCode } from '@/components/QrCode';
import type { AgentInvite } from '../slice';
import { useCopy } from '@/components/use-copy';

/** The link as shared: absolute on this site when the server answers a path. */
export const absoluteLink = (url: string, origin: string) => new URL(url, origin).href;

/** The agent's invitation link and code with copy buttons, and the link's QR code (spec 2 §9). */
export function Invitation({ invite }: { invite: AgentInvite }) {
  const { t } = useTranslation();
  const { outcome, copy } = useCopy();
  const link = absoluteLink(invite.inviteUrl, window.location.origin);
  return (
    <div className="team-invitation">
      <div className="team-share">
        <CopyField
          label={t('team.register.link')}
          value={link}
          copyLabel={t('team.register.copyLink')}
          onCopy={() => void copy('link', link)}
        />
        <CopyField
          label={t('team.register.code')}
          value={invite.inviteCode}
          copyLabel={t('team.register.copyCode')}
          onCopy={() => void copy('code', invite.inviteCode)}
        />
        <p aria-live="polite" aria-atomic="true" className="team-copied">
          {outcome
            ? outcome.ok
              ? t(outcome.what === 'link' ? 'team.register.copiedLink' : 'team.register.copiedCode')
              : t('team.register.copyRefused')
            : ''}
        </p>
      </div>
      <figure className="team-qr">
        <QrCode value={link} label={t('team.register.qr')} />
        <figcaption>{t('team.register.qrCaption')}</figcaption>
      </figure>
    </div>
  );
}

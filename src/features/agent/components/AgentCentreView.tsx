import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { agentCentre, type AgentCentreEntry, type AgentCentrePage } from '@/core/agent-centre';
import { CentreLoading, CentreView } from '@/core/components/CentreView';
import { PageFailureNotice } from '@/core/components/PageFailureNotice';
import type { PageFailure } from '@/core/page-failure';
import '@/core/components/centre-panel.css';
import '../agent.css';

export interface AgentCentreViewProps {
  page: AgentCentrePage;
  pages: Record<AgentCentrePage, ComponentType>;
  /** The entries the consolidated info flags allow, in the spec's order. */
  entries: readonly AgentCentreEntry[];
  /** The contract pages whose upline contract waits for the agent's answer (marked in the menu). */
  pending?: readonly AgentCentrePage[];
  onChoose: (page: AgentCentrePage) => void;
  onClose: () => void;
}

/** While the access and the flags are not known yet. */
export const AgentCentreLoading = CentreLoading;

/** The flags could not be loaded: the panel says why, with a retry where it can help. */
export function AgentCentreFailure({
  failure,
  onRetry,
  onClose,
}: {
  failure: PageFailure;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('agent.title')} onClose={onClose} className="centre-panel" layer="centre">
      <PageFailureNotice
        failure={failure}
        lead={t('agent.flagsFailed')}
        busy={t('agent.busy')}
        onRetry={onRetry}
      />
    </Modal>
  );
}

/**
 * The agent centre (spec 2 §2): the centre's panel, shown once the flags are known, titled Agent,
 * with the entries the flags allow; a contract entry whose upline contract waits for an answer is
 * marked so (its description, the link's name staying the entry's). A page whose feature is off (a
 * deep link) says it is not available instead of showing.
 */
export function AgentCentreView({ pending = [], ...props }: AgentCentreViewProps) {
  const { t } = useTranslation();
  const entry = (e: AgentCentreEntry) => t(`agent.entries.${e.label}`);
  return (
    <CentreView
      {...props}
      centre={agentCentre}
      texts={{
        title: t('agent.title'),
        nav: t('agent.nav'),
        entry,
        page: (page) => entry(agentCentre.entryOf(page)!),
        unavailable: t('agent.unavailable'),
      }}
      note={(e) => (pending.includes(e.page) ? t('agent.pending') : null)}
    />
  );
}

import { useCentreOpening, type CentrePanelProps } from '@/core/components/CentreView';
import { useAppSelector } from '@/core/hooks';
import type { AgentCentrePage } from '@/core/agent-centre';
import { agentFeature } from '../feature';
import { selectAgentPanelView } from '../selectors';
import { agentActions } from '../slice';
import { AgentCentreFailure, AgentCentreLoading, AgentCentreView } from './AgentCentreView';

export type AgentCentrePanelProps = CentrePanelProps<AgentCentrePage>;

/**
 * The agent centre (spec 2 §2) as its address opens it: nothing while a visitor logs in or an
 * account is refused, a loading state until the agent and the flags are known, then the panel.
 */
export default function AgentCentrePanel({ page, pages }: AgentCentrePanelProps) {
  const dispatch = useCentreOpening(agentActions, page);
  const view = useAppSelector(selectAgentPanelView);

  const close = () => dispatch(agentActions.closeRequested());
  if (view.kind === 'none') return null;
  if (view.kind === 'loading') return <AgentCentreLoading />;
  if (view.kind === 'failed')
    return (
      <AgentCentreFailure
        failure={view.failure}
        onRetry={() => dispatch(agentActions.flagsRetried())}
        onClose={close}
      />
    );
  return (
    <AgentCentreView
      page={page}
      pages={pages}
      entries={view.entries}
      pending={view.pending}
      onChoose={(target) => dispatch(agentActions.pageChosen({ page: target }))}
      onClose={close}
    />
  );
}

/** The module's feature: lazyComponent injects it before the panel renders. */
export const feature = agentFeature;

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AGENT_CENTRE_ENTRIES, agentCentre, visibleAgentEntries } from '@/core/agent-centre';
import { renderFeatureView } from '@/testing/render-view';
import { standInPages } from '@/testing/stand-in-pages';
import { agentFeature } from '../feature';
import { AgentCentreView } from './AgentCentreView';

const options = { features: [agentFeature], texts: ['agent' as const] };
const pages = standInPages(agentCentre.pages, {
  agentAnnouncement: () => <p>Announcements here</p>,
});

describe('agent centre view', () => {
  it('titles the dialog Agent, marks the chosen entry and shows its page', async () => {
    const onChoose = vi.fn();
    const onClose = vi.fn();
    await renderFeatureView(
      <AgentCentreView
        page="agentAnnouncement"
        pages={pages}
        entries={AGENT_CENTRE_ENTRIES}
        onChoose={onChoose}
        onClose={onClose}
      />,
      options,
    );
    const dialog = screen.getByRole('dialog', { name: 'Agent' });
    const nav = within(dialog).getByRole('navigation', { name: 'Agent centre pages' });
    expect(within(nav).getAllByRole('link')).toHaveLength(12);
    expect(
      within(nav).getByRole('link', { name: 'Announcement' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(await screen.findByText('Announcements here')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'Team overview' }));
    expect(onChoose).toHaveBeenCalledWith('agentTeamOverview');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('says a page is not built yet, or not available when its feature is off', async () => {
    await renderFeatureView(
      <AgentCentreView
        page="agentHourSalary"
        pages={pages}
        entries={visibleAgentEntries({
          contractDividend: true,
          dailySalary: true,
          hourlySalary: false,
          realTimeSalary: true,
        })}
        onChoose={vi.fn()}
        onClose={vi.fn()}
      />,
      options,
    );
    expect(screen.getByText('This page is not available for your account.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Hourly salary' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Hourly salary' })).toBeTruthy();
  });

  it('marks a contract entry waiting for an answer, the link keeping its name', async () => {
    await renderFeatureView(
      <AgentCentreView
        page="agentAnnouncement"
        pages={pages}
        entries={AGENT_CENTRE_ENTRIES}
        pending={['agentRealtimeSalary']}
        onChoose={vi.fn()}
        onClose={vi.fn()}
      />,
      options,
    );
    const waiting = screen.getByRole('link', { name: 'Real-time salary' });
    expect(waiting).toHaveAccessibleDescription('To answer');
    expect(screen.getAllByText('To answer')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Daily salary' })).not.toHaveAccessibleDescription();
  });
});

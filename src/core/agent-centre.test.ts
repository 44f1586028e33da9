import { describe, expect, it } from 'vitest';
import {
  AGENT_CENTRE_ENTRIES,
  agentCentreAddress,
  agentCentrePageOf,
  visibleAgentEntries,
  withAgentCentrePage,
} from './agent-centre';

const ALL_OFF = {
  contractDividend: false,
  dailySalary: false,
  hourlySalary: false,
  realTimeSalary: false,
};

describe('agent centre entries and address', () => {
  it('lists the 12 entries of spec 2 §2 in order, the last four behind their flags', () => {
    expect(AGENT_CENTRE_ENTRIES.map((e) => e.page)).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
    expect(visibleAgentEntries(ALL_OFF).map((e) => e.page)).toHaveLength(8);
    expect(
      visibleAgentEntries({ ...ALL_OFF, dailySalary: true, realTimeSalary: true }).map(
        (e) => e.page,
      ),
    ).toEqual(expect.arrayContaining(['agentDailyWages2', 'agentRealtimeSalary']));
    expect(
      visibleAgentEntries({ ...ALL_OFF, contractDividend: true })
        .slice(-1)
        .map((e) => e.page),
    ).toEqual(['agentDividendRecordCopy2']);
  });

  it('reads the page from the address; an unknown page opens team overview', () => {
    expect(agentCentrePageOf('?agent=agentHourSalary')).toBe('agentHourSalary');
    expect(agentCentrePageOf('?page=2&agent=nope')).toBe('agentTeamOverview');
    expect(agentCentrePageOf('?member=withdraw')).toBeNull();
  });

  it('puts the panel over a whole address, keeping the route, its parameters and hash', () => {
    expect(withAgentCentrePage('?page=2', 'registerCenter')).toBe('?page=2&agent=registerCenter');
    expect(agentCentreAddress('/lottery?tab=2#top', 'agentAnnouncement')).toBe(
      '/lottery?tab=2&agent=agentAnnouncement#top',
    );
    expect(agentCentreAddress('/games?agent=agentAnnouncement', null)).toBe('/games');
  });
});

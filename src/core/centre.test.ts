import { describe, expect, it } from 'vitest';
import { AGENT_CENTRE_ENTRIES, agentCentre, visibleAgentEntries } from './agent-centre';
import { MEMBER_CENTRE_ENTRIES, memberCentre } from './member-centre';

const ALL_OFF = {
  contractDividend: false,
  dailySalary: false,
  hourlySalary: false,
  realTimeSalary: false,
};

describe.each([
  {
    centre: memberCentre,
    page: 'withdraw',
    other: 'depositv2',
    fallback: 'securityCenter',
    unrelated: '?page=2',
  },
  {
    centre: agentCentre,
    page: 'agentHourSalary',
    other: 'registerCenter',
    fallback: 'agentTeamOverview',
    unrelated: '?member=withdraw',
  },
] as const)('$centre.param centre address', ({ centre, page, other, fallback, unrelated }) => {
  const { param } = centre;
  const open = centre as typeof centre & {
    withPage: (search: string, page: string | null) => string;
    address: (location: string, page: string | null) => string;
  };

  it('reads the page from the address; an unknown page opens the default one', () => {
    expect(centre.pageOf(`?${param}=${page}`)).toBe(page);
    expect(centre.pageOf(`?page=2&${param}=nope`)).toBe(fallback);
    expect(centre.pageOf(unrelated)).toBeNull();
  });

  it('opens and closes the panel keeping the route parameters', () => {
    expect(open.withPage('?page=2', other)).toBe(`?page=2&${param}=${other}`);
    expect(open.withPage(`?page=2&${param}=${other}`, null)).toBe('?page=2');
    expect(open.withPage(`?${param}=${other}`, null)).toBe('');
  });

  it('puts the panel over a whole address, keeping the route, its parameters and hash', () => {
    expect(open.address('/lottery?tab=2#top', page)).toBe(`/lottery?tab=2&${param}=${page}#top`);
    expect(open.address(`/?${param}=${page}`, other)).toBe(`/?${param}=${other}`);
    expect(open.address(`/games?${param}=${page}`, null)).toBe('/games');
  });
});

describe('member centre', () => {
  it('lists the 14 entries of spec 2 §2 in order, my account first, responsible gaming after it', () => {
    expect(MEMBER_CENTRE_ENTRIES).toHaveLength(15);
    expect(MEMBER_CENTRE_ENTRIES[0]).toEqual({ label: 'in_my_account', page: 'securityCenter' });
    // Issue 30 (beyond the spec): shown only while the operator runs the module.
    expect(MEMBER_CENTRE_ENTRIES[1]).toEqual({
      label: 'in_responsible_gaming',
      page: 'responsible',
      flag: 'RESPGAME3',
    });
    expect(memberCentre.visibleEntries({})).toHaveLength(14);
    expect(memberCentre.visibleEntries({ RESPGAME3: true })).toHaveLength(15);
    expect(MEMBER_CENTRE_ENTRIES[14]).toEqual({ label: 'manual_rebate', page: 'manualRebate' });
  });

  it('shows the pages off the navigation too', () => {
    expect(memberCentre.pageOf('?member=playerRank')).toBe('playerRank');
    expect(memberCentre.pages).toHaveLength(19);
  });
});

describe('agent centre entries', () => {
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
});

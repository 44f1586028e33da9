import { expect } from '@playwright/test';
import { AgentCentre } from '../pages/agent';
import { AgentContracts } from '../pages/agent-contracts';
import { Then, When } from '../support/fixtures';

const ANSWER_PATH: Record<string, string> = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  realTimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

When(
  'the {string} contract of {string} is rejected elsewhere',
  async ({ mock }, type: string, account: string) => {
    const path = ANSWER_PATH[type];
    if (!path) throw new Error(`Unknown contract type "${type}"`);
    const token = await mock.login(account, 'pass1234');
    const { id } = await mock.member(account);
    const answer = await mock.api(path, {
      token,
      body: { contractId: `CT-${id}-${type}`, action: 'reject' },
    });
    expect(answer.success).toBe(true);
  },
);

When("I answer the upline's contract {string}", async ({ page }, name: string) => {
  await new AgentContracts(page).answer(name).click();
});

When('I offer {string} the rate {string}', async ({ page }, account: string, rate: string) => {
  const contracts = new AgentContracts(page);
  await contracts.downline.selectOption(account);
  await contracts.rate.fill(rate);
  await contracts.offer.click();
});

Then("the upline's contract is {string}", async ({ page }, state: string) => {
  await expect(new AgentContracts(page).state).toHaveText(`State: ${state}`);
});

Then('the confirmation asks {string}', async ({ page }, question: string) => {
  await expect(new AgentContracts(page).confirmation).toHaveAccessibleName(question);
});

Then('the confirmation says {string}', async ({ page }, text: string) => {
  await expect(new AgentContracts(page).confirmation).toContainText(text);
});

Then('the contract page says {string}', async ({ page }, text: string) => {
  await expect(new AgentContracts(page).says(text)).toHaveText(text);
});

Then(
  'the downline {string} shows {string} {string}',
  async ({ page }, account: string, rate: string, answer: string) => {
    await expect(new AgentContracts(page).row(account).getByRole('cell')).toHaveText([
      account,
      rate,
      answer,
    ]);
  },
);

Then(
  "the offer's rate keeps {string} and says {string}",
  async ({ page }, rate: string, text: string) => {
    const contracts = new AgentContracts(page);
    await expect(contracts.rate).toHaveValue(rate);
    await expect(contracts.rate).toHaveAttribute('aria-invalid', 'true');
    await expect(contracts.problem).toHaveText(text);
  },
);

Then('the next settlement is on a 5-minute mark', async ({ page }) => {
  // yyyy-MM-dd hh:mm:ss in local time: whole minutes that are a multiple of 5.
  await expect(new AgentContracts(page).next).toHaveText(
    /^Next settlement: \d{4}-\d\d-\d\d \d\d:[0-5][05]:00$/,
  );
});

Then(
  'the agent centre entry {string} says {string}',
  async ({ page }, name: string, badge: string) => {
    await expect(new AgentCentre(page).entry(name)).toHaveAccessibleDescription(badge);
  },
);

Then(
  'the agent centre entry {string} no longer waits for an answer',
  async ({ page }, name: string) => {
    const centre = new AgentCentre(page);
    const entry = centre.entry(name);
    await expect(entry).not.toHaveAttribute('aria-describedby');
    const item = centre.nav
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(item).toHaveText(name);
  },
);

@spec2-2 @spec2-9
Feature: Agent team overview
  The agent centre's default page shows the team's size, active and new members, deposits,
  withdrawals, bets and profit for a period: the last 7 days at first, the last 30 days, or a
  first and last day typed (checked before anything is asked; what was typed stays when wrong).

  Background:
    Given the announcement popups were already seen in this session

  Scenario: The figures follow the period chosen, and a wrong range is refused where it was typed
    Given "agent01" has logged in elsewhere with password "pass1234"
    When I open the agent centre at "agentTeamOverview"
    Then the team overview covers the last 7 days with the server's figures
    When I press "Last 30 days"
    Then the team overview covers the last 30 days with the server's figures
    When I ask the team overview from "2026-11-20" to "2026-11-01"
    Then I see the alert "The first day must not be after the last day."
    And the team overview keeps the first day "2026-11-20"
    And the team overview covers the last 30 days with the server's figures

  Scenario: A session ended at the server closes the centre and opens the login popup
    Given "agent01" has logged in elsewhere with password "pass1234"
    When I open the agent centre at "agentAnnouncement"
    Then the agent centre shows "Announcement"
    When the server ends that session
    And I choose "Team overview" in the agent centre
    Then the login popup is open
    And the agent centre is not shown

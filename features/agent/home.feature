@spec2-2 @spec2-9
Feature: Agent centre home: team overview and announcements
  The agent centre's default page shows the team's size, active and new members, deposits,
  withdrawals, bets and profit for a period: the last 7 days at first, the last 30 days, or a
  first and last day typed (checked before anything is asked; what was typed stays when wrong).
  The agent centre's announcement page lists the announcements for agents, newest first, each
  with its title, when it was posted and its text (the server's markup made safe).

  Scenario: The figures follow the period chosen, and a wrong range is refused where it was typed
    Given "agent01" has logged in elsewhere with password "pass1234"
    When I open "Team overview" in the agent centre
    Then the team overview covers the last 7 days with the server's figures
    When I press "Last 30 days"
    Then the team overview covers the last 30 days with the server's figures
    When I ask the team overview from "2026-11-20" to "2026-11-01"
    Then I see the alert "The first day must not be after the last day."
    And the team overview keeps the first day "2026-11-20"
    And the team overview covers the last 30 days with the server's figures

  Scenario: A session ended at the server closes the centre and opens the login popup
    Given "agent01" has logged in elsewhere with password "pass1234"
    When I open "Announcement" in the agent centre
    Then the agent centre shows "Announcement"
    When the server ends that session
    And I choose "Team overview" in the agent centre
    Then the login popup is open
    And the agent centre is not shown

  Scenario: The announcements for agents, newest first, their markup made safe
    Given "agent01" has logged in elsewhere with password "pass1234"
    When I open "Announcement" in the agent centre
    Then the agent announcements are "Real-time salary now settles every 5 minutes, Daily salary paid on alternate days, Welcome to the agent centre"
    And I see the text "The daily salary of the previous day is paid on alternate days."
    And no agent announcement ran a script

@spec2-2
Feature: Agent announcements
  The agent centre's announcement page lists the announcements for agents, newest first, each
  with its title, when it was posted and its text (the server's markup made safe).

  Background:
    Given the announcement popups were already seen in this session

  Scenario: The announcements for agents, newest first, their markup made safe
    Given "agent01" has logged in elsewhere with password "pass1234"
    When I open the agent centre at "agentAnnouncement"
    Then the agent announcements are "Real-time salary now settles every 5 minutes, Daily salary paid on alternate days, Welcome to the agent centre"
    And I see the text "The daily salary of the previous day is paid on alternate days."
    And no agent announcement ran a script

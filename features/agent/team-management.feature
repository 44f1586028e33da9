@spec2-2 @spec2-9 @spec1-9
Feature: Team management
  The agent centre's team management (downlineManagmentView) lists the agent's downlines of every
  level (direct ones and theirs), ten a page (page range 3, margin 1), with registration, balance,
  last login and the contract each holds; the agent searches by account, level or registration
  dates. A transfer to a downline takes an exact amount and the payment password: a wrong password
  is told at its field with what was typed kept; a transfer made shows in the header's balance at
  once. A list that fails to load says why, with a retry.

  Background:
    Given the announcement popups were already seen in this session
    And "agent01" has logged in elsewhere with password "pass1234"

  Scenario: The whole team page by page, and a search by account
    When I open the agent centre at "downlineManagmentView"
    Then the agent centre shows "Team management"
    And the team lists 10 downlines
    And the team shows "372 members" and levels beyond direct
    When I open page 3 of the team
    Then the team page 3 is shown
    And the team lists 10 downlines
    When I search the team for "AG"
    Then every downline listed contains "ag"

  Scenario: A transfer to a downline: wrong password, then done and the header balance follows
    When I open the agent centre at "downlineManagmentView"
    And I transfer "10.50" to the first downline listed with the payment password "nope"
    Then the transfer field "Payment password" keeps "nope" and says "The payment password is wrong."
    When I transfer "10.50" to the first downline listed with the payment password "pay1234"
    Then the page says "₱10.50" was transferred to that downline
    And the header balance shows "₱87,989.50"

  Scenario: The team fails to load, and the retry brings it
    Given calls to "downlines" drop the connection
    When I open the agent centre at "downlineManagmentView"
    Then I see the alert "Your team could not be loaded."
    When the connection to "downlines" comes back
    And I press "Try again"
    Then the team lists 10 downlines

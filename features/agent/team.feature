@spec2-2 @spec2-9 @spec1-9
Feature: Team management
  The agent centre's team management (downlineManagmentView) shows the downline tree: the direct
  members first, ten a page (page range 3, margin 1); a sub-agent's account opens its own downline
  below its row, paged the same way, with its own failure and retry. Each row has the level,
  registration, balance, last login and the contract held. A search by account, level or
  registration dates covers the whole team and lists it flat, each member with its upline path. A transfer to a downline takes an exact amount and the payment password: a wrong password
  is told at its field with what was typed kept; a transfer made shows in the header's balance at
  once. A list that fails to load says why, with a retry.

  Background:
    Given "agent01" has logged in elsewhere with password "pass1234"

  Scenario: The tree: direct members first, a sub-agent opens its own downline from the keyboard
    When I open "Team management" in the agent centre
    Then the agent centre shows "Team management"
    And the team shows "12 direct members." and lists 10 downlines
    When I open page 2 of the team
    Then the team page 2 is shown
    And the team lists 2 downlines
    When I open page 1 of the team
    And I open the first sub-agent's downline with the keyboard
    Then the sub-agent's downline shows below its row, one level deeper
    When I close the sub-agent's downline with the keyboard
    Then the team lists 10 downlines

  Scenario: A sub-agent's downline fails to load, and its own retry brings it
    When I open "Team management" in the agent centre
    Then the team lists 10 downlines
    Given the call "downlines" drops the connection
    When I open the first sub-agent's downline with the keyboard
    Then the sub-agent's downline says it could not be loaded
    When the call "downlines" answers again
    And I press "Try again"
    Then the sub-agent's downline shows below its row, one level deeper

  Scenario: A search covers the whole team, flat, each member with its upline path
    When I open "Team management" in the agent centre
    And I search the team for "AN"
    Then every downline listed contains "an"
    And every downline listed shows its upline path from "agent01"
    And the team lists members beyond direct
    When I open page 3 of the team
    Then the team page 3 is shown
    And every downline listed contains "an"

  Scenario: A transfer to a downline: wrong password, then done and the header balance follows
    When I open "Team management" in the agent centre
    And I transfer "10.50" to the first downline listed with the payment password "nope"
    Then the transfer field "Payment password" keeps "nope" and says "The payment password is wrong."
    When I transfer "10.50" to the first downline listed with the payment password "pay1234"
    Then the page says "₱10.50" was transferred to that downline
    And the header balance shows "₱87,989.50"

  Scenario: The team fails to load, and the retry brings it
    Given the call "downlines" drops the connection
    When I open "Team management" in the agent centre
    Then I see the alert "Your team could not be loaded."
    When the call "downlines" answers again
    And I press "Try again"
    Then the team lists 10 downlines

  @phone
  Scenario: On a phone the team is a list of cards and a transfer to a downline is done
    When I open the portal with that token at "/?agent=downlineManagmentView"
    Then the agent centre shows "Team management"
    And the heading "Team management" and the field "Search by account" are in the first screen
    And the team shows "12 direct members." and lists 10 downlines
    And nothing is wider than the screen
    When I transfer "10.50" to the first downline listed with the payment password "pay1234"
    Then the page says "₱10.50" was transferred to that downline
    And nothing is wider than the screen

@spec2-2 @spec2-3 @spec2-6
Feature: The lobby for visitors
  The game list needs a session (the server answers "not logged in" without a token), so a visitor
  is asked to log in and sees the category's hot games (hot games need no token) meanwhile.
  Visitors have no favourite hearts.

  Scenario: A visitor is asked to log in and sees the hot slots
    When I open the portal at "/rng"
    Then I see the text "Log in to see every Slots game"
    And the "Hot games" list has games
    And the games show no hearts
    When I press "Log in to play"
    Then the login popup is open

  Scenario: A category without hot games says so
    When I open the portal at "/pvp"
    Then the "Hot games" list says "No hot games right now."

  Scenario: Logging in from the lobby, then back in the lobby, shows the whole list
    When I open the portal at "/rng?vendor=MG"
    And I press "Log in to play"
    And I log in as "player1" with password "pass1234"
    Then the address bar shows "/"
    When I open the portal at "/rng?vendor=MG"
    Then the lobby counts "300 games"

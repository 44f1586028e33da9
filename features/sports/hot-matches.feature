@spec2-2 @spec2-7 @spec2-8
Feature: Sports hot matches
  The sports and esports lobbies show their hot matches (spec 2 names the screen; its layout and
  call are not shown, so the board and GCSGAME_hotMatches are inferred). Matches in play come first
  with their score, then the soonest kick-offs; each shows the match-result odds and a bet button
  that starts the sportsbook offering it. Visitors see them too. The board refreshes every minute
  while shown (unit tested) and is left out when the server does not offer it.

  Scenario: A visitor sees the sports lobby's hot matches and is asked to log in to bet
    Given the games flag "GAMELOHOT3" is on
    When I open the portal at "/sports"
    Then the hot matches "Hot matches" list 8 matches
    And the first hot match is in play with its score
    And every hot match shows the odds of a home win and an away win
    When I bet on the first hot match
    Then the login popup is open

  Scenario: A member's bet opens the match's sportsbook in a game window
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/sports"
    And I bet on the first hot match
    Then a game window opens with a game of "SBO"

  Scenario: The esports lobby shows esports matches, none with a draw
    When I open the portal at "/esports"
    Then the hot matches "Hot esports matches" list 8 matches
    And every hot match is of "Esports"
    And no hot match offers a draw

  Scenario: Other lobbies have no hot matches
    Given "player1" has logged in elsewhere with password "pass1234"
    And the hot-match calls are watched
    When I open the portal with that token at "/rng"
    Then the lobby shows the category "Slots"
    And there is no hot-matches board and no call for one

  Scenario: A failed hot-matches call is shown and tried again
    Given the call "hotMatches" answers "#727" with the message "System busy" once
    When I open the portal at "/sports"
    Then the hot matches say "Hot matches could not be loaded: System busy"
    When I press "Try again" in the hot matches
    Then the hot matches "Hot matches" list 8 matches

  Scenario: No hot matches when the server's hot games module is off
    Given the games flag "GAMELOHOT3" is off
    And the hot-match calls are watched
    When I open the portal at "/sports"
    Then the lobby shows the category "Sports"
    And the hot matches are asked for but not shown

@spec2-2 @spec2-4
Feature: The /game frame page
  It shows only an address that came from a launch answer (kept in session storage as iframeUrl,
  so a reload keeps the game); any other address is refused; without a launch it says there is
  no game. Closing the game forgets it.

  Scenario: A reload of /game keeps the game
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/game"
    And I start the provider "Evolution" from the game page
    Then the game frame shows a game of "EVO"
    When I reload the page
    Then the game frame shows a game of "EVO"
    And the game in the frame has loaded

  Scenario: /game without a launch says there is no game
    When I open the portal at "/game"
    Then the game page says there is no game
    And I see the link "Back to the lobby"

  Scenario: An address in the page's own query is refused
    When I open the portal at "/game?url=https%3A%2F%2Fevil.example%2F&iframeUrl=%2Flaunch-a%2Fgame"
    Then I see the alert "This address cannot be opened here. Games open only from the portal's own launch."
    And the game page says there is no game

  Scenario: Closing the game forgets it and goes back to the lobby
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/game"
    And I start the provider "Evolution" from the game page
    Then the game frame shows a game of "EVO"
    When I press "Close the game"
    Then the address bar shows "/"
    When I open the portal at "/game"
    Then the game page says there is no game

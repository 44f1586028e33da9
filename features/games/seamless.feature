@spec1-2 @spec2-2
Feature: Seamless games lobby
  /seamless (header and side menu, the side bar starting collapsed) is the games lobby over the
  vendors that play from the main wallet (their merchant wallet cannot be transferred to): only
  their games, their provider filter and the name search; a game starts without any transfer.
  Visitors see the hot games of those vendors and are asked to log in to play.

  Scenario: The lobby lists only the games of the main-wallet providers
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/seamless"
    Then I see the heading "Seamless games"
    And I see the text "These games play from your main wallet: no transfer is needed."
    And the games providers are "All providers, JILI Fishing, PG Soft"
    And the lobby counts "2506 games"
    And every game shown is from one of "JILI Fishing, JILI Games, PG Soft"
    When I choose the games provider "PG Soft"
    Then the lobby counts "1400 games"
    And every game shown is from "PG Soft"
    When I search the games for "dragon"
    Then the lobby counts "39 games"
    And every game shown has "dragon" in its name
    And every game shown is from "PG Soft"

  Scenario: A game of the lobby starts without a transfer
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/seamless?vendor=PG"
    And I play the first game of the lobby
    Then the game frame shows a game of "PG"
    And the header balance shows "₱12,345.67"

  Scenario: A visitor sees the hot games and is asked to log in to play
    When I open the portal at "/seamless"
    Then I see the text "Log in to see every Seamless game"
    And the "Hot games" list has games
    When I press "Log in to play"
    Then the login popup is open

  Scenario: No provider plays from the main wallet
    Given no game provider plays from the main wallet
    And "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/seamless"
    Then I see the text "No game provider shares the main wallet at the moment."

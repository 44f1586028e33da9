@spec2-3 @spec2-4 @spec2-8
Feature: Game lists of a launch: a vendor's own list, PVP rooms, suggestions for a game under maintenance
  An entry with isGame VASSALAGE opens the popup list of that vendor's games (42 a page), each of
  which launches. A PVP game shows its rooms (GLS2_roomList) and launches into the chosen one. A
  game under maintenance offers other games instead. The /game page offers the providers while
  no game is open (it has no side bar).

  Background:
    Given "player1" has logged in elsewhere with password "pass1234"

  Scenario: A provider with its own game list opens the popup list, which pages and launches
    When I open the portal with that token at "/game"
    And I start the provider "PG Soft" from the game page
    Then the game list of "PG Soft" is open with 42 games
    And the game list of "PG Soft" is on page 1 of 34
    When I go to the next page of the game list of "PG Soft"
    Then the game list of "PG Soft" is on page 2 of 34
    And the game list of "PG Soft" is open with 42 games
    When I press "Previous page"
    Then the game list of "PG Soft" is on page 1 of 34
    When I play "Primary Wolf" from the game list of "PG Soft"
    Then the game frame shows the game "gameId" with "pg-4"
    And no game list is open

  Scenario: A game under maintenance offers other games, which launch
    When I open the portal with that token at "/game"
    And I start the provider "PG Soft" from the game page
    And I play "Shameful Pharaoh 2" from the game list of "PG Soft"
    Then the shell shows the dialog "Game under maintenance"
    And the suggested games are offered instead
    When I play the first suggested game
    Then the game frame shows a game of "PG"

  Scenario: A PVP game lists its rooms and launches into the chosen one
    When I open the portal with that token at "/game"
    And I start the provider "Kaiyuan Chess" from the game page
    And I play "Texas Hold'em" from the game list of "Kaiyuan Chess"
    Then the room list of "Texas Hold'em" offers the rooms "Beginner, Intermediate, Advanced, VIP"
    And the room "VIP" of "Texas Hold'em" is shown as "Full" and cannot be entered
    When I enter the room "Advanced" of "Texas Hold'em"
    Then the game frame shows the game "roomId" with "KY_PVP_01_R3"

  Scenario: A room needs more balance than the player has
    Given the wallet of member 1001 now holds 10
    When I open the portal with that token at "/game"
    And I start the provider "Kaiyuan Chess" from the game page
    And I play "Texas Hold'em" from the game list of "Kaiyuan Chess"
    And I enter the room "Intermediate" of "Texas Hold'em"
    Then the launch is refused with "Your balance is too low for this room: a balance of $20.00 is needed to enter."
    And no game frame is shown

  Scenario: Free play that a game does not offer is told
    Given the call "launchGame" answers "#543" with the message "function not available" once
    When I open the portal with that token at "/game"
    And I start the provider "PG Soft" from the game page
    And I press "Free play: Chubby Gems Megaways"
    Then the launch is refused with "Free play is not available for this game."

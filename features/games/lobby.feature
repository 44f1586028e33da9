@spec2-2 @spec2-3 @spec2-7 @spec2-9
Feature: Games lobby
  One lobby for /rng, /pvp, /live, /fish, /sports, /esports and /inhouse: the category comes from
  the route; the provider filter, the game-hall tab (?page=), the name search and the page number
  live in the address, so a reload shows the same list. Pages hold 42 games; the endless list
  loads the next page as the end comes into view and keeps the page's DOM bounded.

  Background:
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage

  Scenario Outline: The <category> lobby at <address>
    When I open the portal at "<address>"
    Then the page shows the "Games lobby" section
    And the lobby shows the category "<category>"
    And the lobby counts "<count>"
    And every game shown is from "<first vendor>"

    Examples:
      | address            | category        | count        | first vendor  |
      | /rng?vendor=PG     | Slots           | 1400 games   | PG Soft       |
      | /live?vendor=EVO   | Live casino     | 22 games     | Evolution     |
      | /fish?vendor=JILI  | Fishing         | 6 games      | JILI Fishing  |
      | /pvp?vendor=KY     | Card games      | 10 games     | Kaiyuan Chess |
      | /inhouse?vendor=MG | In-house games  | 300 games    | Microgaming   |

  Scenario: Esports vendors have their own lobby, apart from sports
    When I open the portal at "/esports"
    Then the lobby shows the category "Esports"
    And the lobby counts "4 games"
    And the games providers are "All providers, AVIA Esports, IM Esports, TF Gaming, IA Esports"
    When I open the portal at "/sports"
    Then the lobby counts "4 games"
    And the games providers are "All providers, SBOBET, Saba Sports, CMD368, BTi Sports"
    And the game "SBOBET Sportsbook" is offered

  Scenario: A provider filters the list and stays after a reload
    When I open the portal at "/rng"
    And I choose the games provider "Microgaming"
    Then the address bar shows "/rng?vendor=MG"
    And the lobby counts "300 games"
    And every game shown is from "Microgaming"
    When I reload the page
    Then the games provider "Microgaming" is chosen
    And the lobby counts "300 games"

  Scenario: A game-hall tab (?page=) narrows the list to one type
    When I open the portal at "/rng?vendor=MG"
    And I choose the game type "Table games"
    Then the address bar shows "/rng?vendor=MG&page=TABLE"
    And the lobby counts "19 games"
    When I open the portal at "/rng?vendor=MG&page=BINGO"
    Then the lobby counts "12 games"

  Scenario: Searching by name finds games across the catalogue
    When I open the portal at "/rng?vendor=PG"
    And I search the games for "dragon"
    Then the address bar shows "/rng?vendor=PG&q=dragon"
    And the lobby counts "39 games"
    And every game shown has "dragon" in its name
    And the search box still holds "dragon"
    When I reload the page
    Then the search box still holds "dragon"
    And the lobby counts "39 games"

  @phone
  Scenario: On a phone a player searches the lobby and the game fills the screen
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/rng?vendor=PG"
    And I search the games for "dragon"
    Then the lobby counts "39 games"
    And the lobby shows the games in 3 columns
    And the site header is at most 64 px tall
    When I play the first game of the lobby
    Then the game frame shows a game of "PG"
    And the game frame fills the screen below the header
    And the site header is at most 64 px tall

  Scenario: Nothing found for a name
    When I open the portal at "/rng"
    And I search the games for "zzqx"
    Then I see the text "No game matches “zzqx”."
    When I press "Clear the search"
    Then the lobby counts "10100 games"
    And the search box still holds ""

  Scenario: Pages of 42 games
    When I open the portal at "/rng?vendor=PG"
    Then the games list shows 42 games
    And games page 1 is the current page
    When I go to games page 2
    Then the address bar shows "/rng?vendor=PG&pageNo=2"
    And games page 2 is the current page
    And the games list shows 42 games
    When I go to games page 34
    Then the games list shows 14 games

  Scenario: The endless list loads page after page and keeps the page light
    When I open the portal at "/rng?vendor=MG"
    And I show the games as "Endless list"
    Then the address bar shows "/rng?vendor=MG&view=scroll"
    When I scroll the games list to its end
    Then I see the text "All 300 games are shown."
    And the page holds fewer than 150 game cards

  Scenario: A list that cannot be loaded says why and can be tried again
    Given the call "gameList" answers "#500" with the message "System busy" once
    When I open the portal at "/live"
    Then I see the alert "The games could not be loaded: System busy"
    When I press "Try again"
    Then the lobby counts "183 games"

  Scenario: A game-hall tab without games says so
    When I open the portal at "/rng?page=NOSUCHTYPE"
    Then I see the text "There are no games here yet."

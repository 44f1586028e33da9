@spec2-3 @spec2-7
Feature: Favourite games
  Members mark games with the heart: it changes at once and the server is told (add or remove with
  nodeId, vendor and game type); when the server refuses, the heart goes back and a message says why.

  Background:
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage

  Scenario: Adding and removing a favourite
    When I open the portal at "/rng?vendor=MG"
    And I favourite the first game in the list
    Then the heart of that game is pressed
    And the server keeps that game among the favourites of member 1001
    When I open the portal at "/"
    Then the "My favourites" list offers that game
    When I open the portal at "/rng?vendor=MG"
    Then the heart of that game is pressed
    When I press the heart of that game
    Then the heart of that game is not pressed
    When I open the portal at "/"
    Then the "My favourites" list says "Tap the heart on a game to keep it here."

  Scenario: A refused favourite goes back, with the reason
    Given the call "favoriteGames" answers "#900" with the message "Favourites are full" once
    When I open the portal at "/rng?vendor=MG"
    And I favourite the first game in the list
    Then the shell shows the message box "could not be added to your favourites: Favourites are full"
    And the heart of that game is not pressed

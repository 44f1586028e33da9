@spec2-2 @spec2-3 @spec1-4
Feature: Home page games
  The home page shows the hot games, the member's recently played games and favourites, and the
  vendor lanes of every category (as the side bar has them).

  Scenario: A visitor sees hot games and vendor lanes, no member lists
    When I open the portal at "/"
    Then the "Hot games" list has games
    And the home page has the vendor lane "Live casino" with "Evolution"
    And the home page has the vendor lane "Esports" with "AVIA Esports"
    And there is no "Recently played" list
    And there is no "My favourites" list

  Scenario: A member sees the games played lately
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    And that member has played "MG_0002" of "MG"
    When I open the portal at "/"
    Then the "Recently played" list offers "Hairy Dragon Deluxe"

  Scenario: Hot games that cannot be loaded can be tried again
    Given the call "hotGames" answers "#500" with the message "System busy" once
    When I open the portal at "/"
    Then I see the alert "This list could not be loaded: System busy"
    When I press "Try again"
    Then the "Hot games" list has games

  Scenario: A vendor lane's "All" link opens its lobby
    When I open the portal at "/"
    And I follow the link "All Live casino" in the main content
    Then the address bar shows "/live"

  Scenario: The lottery highlights below the fold load when scrolled near
    When I open the portal at "/"
    Then the "Hot games" list has games
    And I do not see the heading "Popular lottery"
    When I scroll to the end of the home page
    Then I see the heading "Popular lottery"

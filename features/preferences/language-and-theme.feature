@spec1-1 @spec2-1 @spec1-4 @spec1-2.4
Feature: Language and theme
  The default language is TY; the choice is kept in local storage under hisLang. The theme is
  kept in local storage; the header forces light on mount and saves it.

  Scenario: A first visit is in TY
    Given I have never chosen a language
    When I open the portal at "/"
    Then I see the link "Sentro ng tulong"
    And the language selector shows "Filipino"

  Scenario: Choosing English switches the texts and survives a reload
    Given I have never chosen a language
    When I open the portal at "/"
    And I choose the language "English"
    Then I see the link "Help centre"
    And local storage holds "hisLang" = "EN"
    When I reload the page
    Then I see the link "Help centre"
    And the language selector shows "English"

  Scenario: A logged-in member's language choice is sent to the server
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I choose the language "English"
    Then the server records the language "EN" for member 1001

  Scenario: One language offered means no language selector
    Given the site offers only the languages "TY"
    When I open the portal at "/"
    Then I see no language selector

  Scenario: An unsupported stored language falls back to the default
    Given my stored language is "XX"
    When I open the portal at "/"
    Then the language selector shows "Filipino"

  Scenario: The theme switch saves the theme
    When I open the portal at "/"
    And I press "Switch to dark theme"
    Then the page uses the "dark" theme
    And local storage holds "theme" = "dark"

  Scenario: The header forces the light theme on mount and saves it
    Given my stored theme is "dark"
    When I open the portal at "/"
    Then the page uses the "light" theme
    And local storage holds "theme" = "light"

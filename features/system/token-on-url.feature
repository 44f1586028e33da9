@spec1-2.1 @spec1-3 @spec1-4
Feature: Token on the address bar
  A `token` query parameter on load logs the user in: member info is fetched and the token is
  taken off the address bar so it never lingers there.

  Scenario: A valid token logs the member in and leaves the address bar
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/rng?page=2"
    Then the address bar shows "/rng?page=2"
    And the session holds that token
    And the session remembers the account "player1"

  Scenario: A dead token is dropped and the visitor stays a visitor
    When I open the portal at "/?token=tk_dead"
    Then the address bar shows "/"
    And the session holds no token
    And I see the site header

  Scenario: Member info is fetched at start when a token is stored
    Given "agent01" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/"
    Then the session remembers the account "agent01"
    And the session marks the account type "1"

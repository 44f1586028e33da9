@spec1-2.2 @spec1-6
Feature: Route guard of the loginedToHomePage brand option
  Only when the brand option loginedToHomePage is on, every route but /login, /register,
  /register.html, /helpmc and /download needs a token in session storage.

  Scenario Outline: With the guard on, a visitor at <path> is sent to /login
    Given the brand option "loginedToHomePage" is on
    When I open the portal at "<path>"
    Then the address bar shows "/login"
    And I see the alert "You are not logged in, please login"

    Examples:
      | path       |
      | /          |
      | /rng       |
      | /promotions|
      | /game      |

  Scenario Outline: With the guard on, <path> stays open to visitors
    Given the brand option "loginedToHomePage" is on
    When I open the portal at "<path>"
    Then the address bar shows "<path>"

    Examples:
      | path           |
      | /register      |
      | /register.html |
      | /helpmc        |

  Scenario: With the guard on, a logged-in player reaches any route
    Given the brand option "loginedToHomePage" is on
    And "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/rng"
    Then the address bar shows "/rng"
    And the page shows the "Games lobby" section

  Scenario: With the guard off, visitors browse freely
    Given the brand option "loginedToHomePage" is off
    When I open the portal at "/rng"
    Then the address bar shows "/rng"
    And the page shows the "Games lobby" section

@spec1-3 @spec1-4 @spec1-6 @spec1-7 @spec2-6 @spec2-8
Feature: Free play, logout and the end of a session
  Free demo (FREEPLAY3) logs in a trial account (type 4) and goes to '/'; a trial account is asked
  for a real one on gated actions. Logout asks first, then logs out at the server, clears the
  session storage (the merchant values stay) and goes to '/'. A session that died at the server
  (HTTP 401 anywhere) ends the same way, with a message.

  Scenario: Free demo starts a trial session at '/'
    When I open the portal at "/rng"
    And I press "Free demo"
    Then the session marks the account type "4"
    And the address bar shows "/"
    And the header has a "Deposit" button
    And the header has no "Free demo" button

  Scenario: No free demo while FREEPLAY3 is off
    Given the login flag "FREEPLAY3" is off
    When I open the portal at "/"
    Then the header has a "Log in" button
    And the header has no "Free demo" button

  Scenario: A failed free demo shows the server's message and stays a visitor
    Given the call "freePlayLogin" answers "#727" with the message "System busy" once
    When I open the portal at "/"
    And I press "Free demo"
    Then the shell shows the message box "System busy"
    And the session holds no token

  Scenario: A trial account is asked for a real account on a gated action
    When I open the portal at "/"
    And I press "Free demo"
    And I press "Deposit"
    Then the shell shows the message box "This needs a real account. Please register or log in with your own account."

  Scenario: Logout after confirmation clears the session and goes home
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/rng"
    And I open the account menu
    And I choose "Sign out" in the account menu
    Then the shell shows the message box "Do you want to sign out?"
    When I press "Confirm"
    Then the session holds no token
    And the header has a "Log in" button
    And the address bar shows "/"
    And the account session storage keeps only the merchant "DEMO"
    And the server has closed that session

  Scenario: A cancelled logout changes nothing
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the account menu
    And I choose "Sign out" in the account menu
    And I press "Cancel"
    Then the session holds that token
    And the header has a "Deposit" button
    And the server still has that session

  Scenario: A session ended at the server shows a message and leaves a visitor
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the header balance shows "₱12,345.67"
    When the server ends that session
    And I press "Refresh balance"
    Then the shell shows the message box "Your session has ended. Please log in again."
    And the session holds no token
    And the header has a "Log in" button

  Scenario: A stored session that died meanwhile is dropped on reload, with the message
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the header balance shows "₱12,345.67"
    When the server ends that session
    And I reload the page
    Then the shell shows the message box "Your session has ended. Please log in again."
    And the session holds no token

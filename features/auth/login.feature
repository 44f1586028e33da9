@spec1-2.7 @spec1-2.8 @spec1-4 @spec1-5
Feature: Login popup
  The login popup logs a visitor in by username and password: the form is checked (both fields
  required, both trimmed), the anti-bot security check runs, then the login call. On success the
  popup closes and the user goes to '/'; the default password 123456, or an expired password while
  PWDEXPFORCECHANGE3 is on, opens the change-password modal. The popup opened by a gated action
  (default variant) offers free trial (FREEPLAY3) and register (DIRECTREG3); the header's adds
  social sign-in when SOCIALLOGIN3 is on.

  Scenario: A player logs in with username and password and goes home
    When I open the portal at "/rng"
    And I open the login popup from the header
    And I log in as "player1" with password "pass1234"
    Then the login popup is closed
    And the session remembers the account "player1"
    And the address bar shows "/"
    And the login flow opens no "Change password" dialog

  @phone
  Scenario: On a phone a visitor logs in from the bottom bar in a full-screen popup
    When I open the portal at "/"
    And I press "Log in" in the bottom bar with the keyboard
    Then the dialog "Log in" fills the screen
    When I log in as "player1" with password "pass1234"
    Then the login popup is closed
    And the session remembers the account "player1"
    And the bottom bar offers "Home, Games, Promotions, Deposit, Account"

  @tablet
  Scenario: On a touch tablet the login popup's controls are 44 px targets
    When I open the portal at "/"
    And I open the login popup from the header
    Then every control in the dialog is at least 44 px each way
    When I log in as "player1" with password "pass1234"
    Then the login popup is closed
    And the session remembers the account "player1"

  Scenario: A wrong password shows the server's message and keeps what was typed
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "player1" with password "wrong-one"
    Then the login popup shows the alert "Incorrect username or password"
    And the login username field holds "player1"
    And the login password field holds "wrong-one"
    And the session holds no token

  Scenario: Username and password are trimmed
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "  player1  " with password " pass1234 "
    Then the login popup is closed
    And the session remembers the account "player1"

  Scenario: Empty fields are refused before anything is sent
    When I open the portal at "/"
    And I open the login popup from the header
    And I submit the login form
    Then the login popup shows the field error "Please enter the username and password"
    And the login flow opens no "Security check" dialog

  Scenario: Closing the security check sends nothing
    When I open the portal at "/"
    And I open the login popup from the header
    And I fill the login username with "player1"
    And I fill the login password with "pass1234"
    And I submit the login form
    And I close the security check with Escape
    Then the login popup is open
    And the session holds no token

  Scenario: The default password 123456 opens the change-password modal
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "newbie1" with password "123456"
    Then the login popup is closed
    And the login flow opens the "Change password" dialog
    And the session remembers the account "newbie1"

  Scenario: An expired password must be changed while PWDEXPFORCECHANGE3 is on
    Given the login flag "PWDEXPFORCECHANGE3" is on
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "expired1" with password "pass1234"
    Then the login flow opens the "Change password" dialog

  Scenario: An expired password is kept while PWDEXPFORCECHANGE3 is off
    Given the login flag "PWDEXPFORCECHANGE3" is off
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "expired1" with password "pass1234"
    Then the login popup is closed
    And the session remembers the account "expired1"
    And the login flow opens no "Change password" dialog

  Scenario: A gated action opens the popup with free trial and register
    When I open the portal at "/"
    And I press "Service centre" in the side menu
    And I press "Platform messages" in the side menu
    Then the login popup has a "Free trial" button
    And the login popup has a "Register" button

  Scenario: Free trial starts a trial session
    When I open the portal at "/"
    And I press "Service centre" in the side menu
    And I press "Platform messages" in the side menu
    And I press "Free trial" in the login popup
    Then the login popup is closed
    And the session marks the account type "4"

  Scenario: Register switches the popup to registration
    When I open the portal at "/"
    And I press "Service centre" in the side menu
    And I press "Platform messages" in the side menu
    And I press "Register" in the login popup
    Then the login flow opens the "Register" dialog

  Scenario: No free trial or register while FREEPLAY3 and DIRECTREG3 are off
    Given the login flag "FREEPLAY3" is off
    And the login flag "DIRECTREG3" is off
    When I open the portal at "/"
    And I press "Service centre" in the side menu
    And I press "Platform messages" in the side menu
    Then the login popup has no "Free trial" button
    And the login popup has no "Register" button

  Scenario: The header's popup has neither free trial nor register, nor social sign-in by default
    When I open the portal at "/"
    And I open the login popup from the header
    Then the login popup has no "Free trial" button
    And the login popup has no "Register" button
    And the login popup has no "Sign in with Google" button

  Scenario: Social sign-in from the header's popup while SOCIALLOGIN3 is on
    Given the login flag "SOCIALLOGIN3" is on
    When I open the portal at "/"
    And I open the login popup from the header
    Then the login popup has a "Sign in with Facebook" button
    When I press "Sign in with Google" in the login popup
    Then the login popup is closed
    And the session remembers the account "player1"

  Scenario: The mode switcher turns the popup into registration
    When I open the portal at "/"
    And I open the login popup from the header
    And I press "Log in or register" in the login popup
    And I press "Register" in the login popup
    Then the login flow opens the "Register" dialog

  Scenario: Forgot password opens its modal
    When I open the portal at "/"
    And I open the login popup from the header
    And I press "Forgot password?" in the login popup
    Then the login flow opens the "Forgot password" dialog
    And the login popup is closed

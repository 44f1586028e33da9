@spec1-3 @spec1-4 @spec1-9
Feature: Login remember me
  Remember me keeps the username, a remember marker and the mobile number with its country code
  in cookies for 24 hours, and the popup prefills them. It never stores the password (a
  deliberate departure from the legacy portal): the fields carry autocomplete attributes for the
  browser's own password manager instead.

  @slow
  Scenario: Remember me keeps the username, never the password
    When I open the portal at "/"
    And I open the login popup from the header
    And I tick the login remember me box
    And I log in as "player1" with password "pass1234"
    Then the login popup is closed
    And the remember-me cookies hold the username "player1"
    And neither cookies nor storage hold "pass1234"
    When I come back to the portal in a new browser session
    And I open the login popup from the header
    Then the login username field holds "player1"
    And the login password field holds ""
    And the login remember me box is ticked
    And neither cookies nor storage hold "pass1234"

  @slow
  Scenario: Without remember me nothing is kept
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "player1" with password "pass1234"
    Then the login popup is closed
    And no remember-me cookie is set
    When I come back to the portal in a new browser session
    And I open the login popup from the header
    Then the login username field holds ""
    And the login remember me box is not ticked

  @slow
  Scenario: Remember me after an SMS login keeps the mobile number with its country code
    When I open the portal at "/"
    And I open the login popup from the header
    And I choose the login tab "SMS code"
    And I fill the login mobile number with "9170000001"
    And I ask for the login code
    And I answer the security check
    And I fill the login verification code with "123456"
    And I tick the login remember me box
    And I submit the login form
    Then the login popup is closed
    And the remember-me cookies hold the mobile number "9170000001" with the country code "63"
    And neither cookies nor storage hold "123456"
    When I come back to the portal in a new browser session
    And I open the login popup from the header
    And I choose the login tab "SMS code"
    Then the login mobile number field holds "9170000001"

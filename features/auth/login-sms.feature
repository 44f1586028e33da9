@spec1-2.8 @spec1-4 @spec1-5 @spec1-8 @spec1-9 @spec2-8
Feature: Login by SMS code
  With MOBILEVERCODELOGIN3 on, the login popup has a username tab and an SMS tab: country code,
  mobile number, verification code and a get-code button. The code request passes the security
  check; the button then counts down 60 s times the returned expiry minutes, disabled, showing
  the seconds. The SMS login itself skips the security check. A failed send shows the server's
  message in a warning dialog. The mock's codes are always 123456.

  Scenario: Username and SMS tabs while MOBILEVERCODELOGIN3 is on
    Given the login flag "MOBILEVERCODELOGIN3" is on
    When I open the portal at "/"
    And I open the login popup from the header
    Then the login popup has the tabs "Username, SMS code"

  Scenario: No tabs and no SMS login while MOBILEVERCODELOGIN3 is off
    Given the login flag "MOBILEVERCODELOGIN3" is off
    When I open the portal at "/"
    And I open the login popup from the header
    Then the login popup has no tabs

  Scenario: A player logs in with the SMS code, the get-code button counting down meanwhile
    When I open the portal at "/"
    And I open the login popup from the header
    And I choose the login tab "SMS code"
    And I fill the login mobile number with "9170000001"
    And I ask for the login code
    And I answer the security check
    Then the get-code button counts down and is disabled
    When I fill the login verification code with "123456"
    And I submit the login form
    Then the login popup is closed
    And the session remembers the account "player1"
    And the login flow opens no "Change password" dialog

  Scenario: The mobile number is checked before a code is asked
    When I open the portal at "/"
    And I open the login popup from the header
    And I choose the login tab "SMS code"
    And I fill the login mobile number with "12345"
    And I ask for the login code
    Then the login popup shows the field error "Please enter a valid mobile number"
    And the login flow opens no "Security check" dialog

  Scenario: A failed send shows the server's message in a warning dialog
    Given the call "smsLoginCode" answers "too.many.requests" with the message "Too many requests, try again after 5 minutes" once
    When I open the portal at "/"
    And I open the login popup from the header
    And I choose the login tab "SMS code"
    And I fill the login mobile number with "9170000001"
    And I ask for the login code
    And I answer the security check
    Then a login warning dialog says "Too many requests, try again after 5 minutes"
    When I press "Confirm"
    Then the get-code button is enabled

  Scenario: A wrong code is refused with the server's message
    When I open the portal at "/"
    And I open the login popup from the header
    And I choose the login tab "SMS code"
    And I fill the login mobile number with "9170000001"
    And I ask for the login code
    And I answer the security check
    And I fill the login verification code with "000000"
    And I submit the login form
    Then the login popup shows the alert "Invalid verification code"
    And the session holds no token

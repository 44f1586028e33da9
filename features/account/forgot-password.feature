@spec1-2.12 @spec1-4 @spec1-5 @spec1-9 @spec2-8
Feature: Forgot password
  The login popup's forgot-password link opens a modal with email and mobile-number tabs (the tabs
  only while CHNGPASSVERIF3 is on). By email: username and email, a confirmation when sent, and a
  customer-service link. By mobile: country code, mobile number, a code with a get-code button that
  counts down from the server's expiry time, and the new password shown as plain text; the reset
  logs the member in and goes to '/'.

  Scenario: Email and mobile tabs while CHNGPASSVERIF3 is on
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    Then the forgot-password modal has the tabs "Email, Mobile number"
    When I choose the forgot-password tab "Mobile number"
    Then the forgot-password field "New password" shows what is typed
    And the forgot-password modal has the field "Country code"

  Scenario: Only the email form while CHNGPASSVERIF3 is off
    Given the login flag "CHNGPASSVERIF3" is off
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    Then the forgot-password modal has no tabs
    And the forgot-password modal has the field "Username"
    And the forgot-password modal has the field "Email"
    And the forgot-password modal has no field "Mobile number"

  Scenario: A reset by email is confirmed and the modal closes
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    And I fill the forgot-password field "Username" with "player1"
    And I fill the forgot-password field "Email" with "player1@example.com"
    And I press "Submit" in the forgot-password modal
    Then the shell shows the message box "Your request has been sent. Please check your email to reset your password."
    And the forgot-password modal is closed

  Scenario: An unknown username and email pair
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    And I fill the forgot-password field "Username" with "player1"
    And I fill the forgot-password field "Email" with "nobody@example.com"
    And I press "Submit" in the forgot-password modal
    Then the shell shows the message box "Username/Email does not exist"
    When I press "Confirm"
    Then the forgot-password modal is open

  Scenario: The email form checks the username rule and the email
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    And I fill the forgot-password field "Username" with "ab"
    And I fill the forgot-password field "Email" with "not-an-email"
    And I press "Submit" in the forgot-password modal
    Then the forgot-password field "Username" shows the error "Start with a letter, then letters and digits (6 - 13 characters)"
    And the forgot-password field "Email" shows the error "E-mail format is incorrect"

  Scenario: A dropped connection on the email form says the network is abnormal
    Given the call "forgotPasswordEmail" drops the connection
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    And I fill the forgot-password field "Username" with "player1"
    And I fill the forgot-password field "Email" with "player1@example.com"
    And I press "Submit" in the forgot-password modal
    Then the shell shows the message box "Network link is abnormal, please try again"

  Scenario: The customer-service link opens live chat
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    And I press "Contact customer service" in the forgot-password modal
    Then a customer-service window opens on the "live" service sized 440x750

  Scenario: A reset by mobile number logs the member in at '/'
    When I open the portal at "/rng"
    And I open the forgot-password modal from the login popup
    And I choose the forgot-password tab "Mobile number"
    And I fill the forgot-password field "Mobile number" with "9170000001"
    And I press "Get code" in the forgot-password modal
    And I fill the forgot-password field "Verification code" with "123456"
    And I fill the forgot-password field "New password" with "fresh789"
    And I press "Reset password" in the forgot-password modal
    And I answer the security check
    Then the forgot-password modal is closed
    And the session remembers the account "player1"
    And the address bar shows "/"
    And the server still holds the password "fresh789" for "player1"

  Scenario: The get-code button counts down from the expiry time and stops when the modal closes
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    And I choose the forgot-password tab "Mobile number"
    And I press "Get code" in the forgot-password modal
    Then the forgot-password field "Mobile number" shows the error "Input cannot be empty"
    When I fill the forgot-password field "Mobile number" with "9170000001"
    And I press "Get code" in the forgot-password modal
    Then the forgot-password get-code button counts down from 60 seconds and is disabled
    When I close the forgot-password modal
    And I open the forgot-password modal from the login popup
    And I choose the forgot-password tab "Mobile number"
    Then the forgot-password modal has an enabled "Get code" button

  Scenario: A wrong code is refused
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    And I choose the forgot-password tab "Mobile number"
    And I fill the forgot-password field "Mobile number" with "9170000001"
    And I press "Get code" in the forgot-password modal
    And I fill the forgot-password field "Verification code" with "000000"
    And I fill the forgot-password field "New password" with "fresh789"
    And I press "Reset password" in the forgot-password modal
    And I answer the security check
    Then the shell shows the message box "Invalid verification code"
    And the session holds no token

  Scenario: An unknown mobile number gets no code
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    And I choose the forgot-password tab "Mobile number"
    And I fill the forgot-password field "Mobile number" with "9999999999"
    And I press "Get code" in the forgot-password modal
    Then the shell shows the message box "Please enter a valid phone number."
    When I press "Confirm"
    Then the forgot-password modal has an enabled "Get code" button

  Scenario: Too many code requests show the server's message
    Given the call "forgotPasswordCode" answers "#429" with the message "Too many requests, please try again after 5 minutes" once
    When I open the portal at "/"
    And I open the forgot-password modal from the login popup
    And I choose the forgot-password tab "Mobile number"
    And I fill the forgot-password field "Mobile number" with "9170000001"
    And I press "Get code" in the forgot-password modal
    Then the shell shows the message box "Too many requests, please try again after 5 minutes"

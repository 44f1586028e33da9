@slow @spec1-2.11 @spec1-4 @spec1-5 @spec1-7
Feature: Change password
  After a login with the default password 123456 (or an expired one while PWDEXPFORCECHANGE3 is
  on) the change-password modal opens. It shows the account name, the old password (no password is
  stored by this portal, so it is asked), the new password under the shared password rule and its
  confirmation. A change ends the session and opens the login popup in login mode, where the new
  password works.

  Scenario: The default password is changed, then the new one logs in
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "newbie1" with password "123456"
    Then the login flow opens the "Change password" dialog
    And the change-password form shows the account "newbie1"
    And the change-password form says "You are using the default password. Please set a new one."
    When I fill the change-password field "Old password" with "123456"
    And I fill the change-password field "New password" with "fresh789"
    And I fill the change-password field "Confirm new password" with "fresh789"
    And I submit the change-password form
    Then the change-password dialog is closed
    And the login popup is open
    And the session holds no token
    When I log in as "newbie1" with password "fresh789"
    Then the login popup is closed
    And the session remembers the account "newbie1"
    And the login flow opens no "Change password" dialog

  Scenario: Every field is checked before anything is sent
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "newbie1" with password "123456"
    And I submit the change-password form
    Then the change-password field "Old password" shows the error "Input cannot be empty"
    And the change-password field "New password" shows the error "Input cannot be empty"
    And the change-password field "Confirm new password" shows the error "Input cannot be empty"
    When I fill the change-password field "New password" with "ab!"
    Then the change-password field "New password" shows the error "Letters and digits only (6 - 12 characters)"
    When I fill the change-password field "New password" with "fresh789"
    And I fill the change-password field "Confirm new password" with "fresh788"
    Then the change-password field "Confirm new password" shows the error "Confirmation password is not correct."
    And the server still holds the password "123456" for "newbie1"

  Scenario: A wrong old password shows the server's message and keeps the modal
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "newbie1" with password "123456"
    And I fill the change-password field "Old password" with "654321"
    And I fill the change-password field "New password" with "fresh789"
    And I fill the change-password field "Confirm new password" with "fresh789"
    And I submit the change-password form
    Then the shell shows the message box "The old password is incorrect"
    When I press "Confirm"
    Then the login flow opens the "Change password" dialog
    And the server still holds the password "123456" for "newbie1"

  Scenario: An expired password must be changed while PWDEXPFORCECHANGE3 is on
    Given the login flag "PWDEXPFORCECHANGE3" is on
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "expired1" with password "pass1234"
    Then the change-password form says "Your password has expired. Please set a new one."
    And the change-password form shows the account "expired1"

  Scenario: A dropped connection says the network is abnormal
    Given the call "changePassword" drops the connection
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "newbie1" with password "123456"
    And I fill the change-password field "Old password" with "123456"
    And I fill the change-password field "New password" with "fresh789"
    And I fill the change-password field "Confirm new password" with "fresh789"
    And I submit the change-password form
    Then the shell shows the message box "Network link is abnormal, please try again"

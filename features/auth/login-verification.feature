@spec2-4 @spec2-8
Feature: Login from a new location
  A login from an IP the member has not registered is verified before the session opens (spec 2
  §4): by a code sent to the bound mobile or email, the bound bank account's name, or an
  authenticator app's code. The popup shows that step instead of the forms; a wrong answer keeps
  the step and what was typed and says what is wrong; the right one opens the session as a login
  does. The mock decides by its scenario; its codes are 123456 and, for the authenticator, 135790.

  Scenario: A code sent to the mobile: a wrong one is refused, the right one logs in
    Given a login from this IP must be verified by "a mobile code"
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "player1" with password "pass1234"
    Then the login popup asks to verify the new location with the field "Verification code"
    And the login popup says the code goes to "917****001"
    When I ask for the login code
    Then the get-code button of the check counts down, disabled
    When I answer the login verification with "000000"
    Then the login popup shows the alert "The code is not correct. Check it and try again."
    And the login verification still holds "000000"
    When I answer the login verification with "123456"
    Then the login popup is closed
    And the session remembers the account "player1"

  Scenario Outline: Verified by <check>
    Given a login from this IP must be verified by "<check>"
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "player1" with password "pass1234"
    Then the login popup asks to verify the new location with the field "<field>"
    When I answer the login verification with "<wrong>"
    Then the login popup shows the alert "<refusal>"
    When I answer the login verification with "<right>"
    Then the login popup is closed
    And the session remembers the account "player1"

    Examples:
      | check                  | field              | wrong       | refusal                                                             | right                                |
      | the bank account name  | Bank account name  | Nobody Here | The name does not match your bank account. Check it and try again. | the bank account name of player1     |
      | an authenticator code  | Authenticator code | 000000      | The code is not correct. Check it and try again.                    | 135790                               |

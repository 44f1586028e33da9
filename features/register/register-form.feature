@spec1-2.10 @spec1-5 @spec2-5
Feature: Registration form fields and validation
  The form shows each of its 18 fields by the server's rule (cached for the session), marks the
  required ones with '＊' in their placeholders, and checks every field with the pattern message of
  its rule, min and max substituted (a single number when they are equal). Mobile numbers take a
  country dialing code from a picker that opens on focus and closes 200 ms after blur or on a
  choice. What the user typed stays.

  Scenario: The username form shows the fields the rules enable
    When I open the portal at "/register"
    Then the registration form shows the fields "Username, Password, Confirm password, Real name, E-mail, Mobile number, Verification code, Invitation code, Captcha"
    And the registration form shows a captcha image

  Scenario: Every field shows when every rule enables it
    Given the registration rules enable every field
    When I open the portal at "/register"
    Then the registration form shows all 18 fields

  Scenario: A field whose rule is disabled is not shown
    Given the registration rule of "email" is disabled
    And the registration rule of "captcha" is disabled
    When I open the portal at "/register"
    Then the registration form shows the fields "Username, Password, Confirm password, Real name, Mobile number, Verification code, Invitation code"

  Scenario: Required fields carry the '＊' mark in their placeholders
    When I open the portal at "/register"
    Then the registration field "Username" is marked required
    And the registration field "Password" is marked required
    And the registration field "Confirm password" is marked required
    And the registration field "Mobile number" is marked required
    And the registration field "Verification code" is marked required
    And the registration field "Captcha" is marked required
    And the registration field "Real name" is not marked required
    And the registration field "E-mail" is not marked required
    And the registration field "Invitation code" is not marked required

  @spec1-6
  Scenario: Without the SMS step (REGMOBVERF3 off) the username form asks no code
    Given the registration flag "REGMOBVERF3" is off
    When I open the portal at "/register"
    Then the registration form shows the fields "Username, Password, Confirm password, Real name, E-mail, Mobile number, Invitation code, Captcha"

  @spec1-6
  Scenario: Mobile registration asks a password only with MOBILENUMPASSREG3
    When I open the portal at "/register"
    And I choose the registration tab "Mobile registration"
    Then the registration form shows the fields "Mobile number, Verification code, Password, Confirm password, Invitation code, Captcha"

  @spec1-6
  Scenario: Mobile registration without MOBILENUMPASSREG3 has no password
    Given the registration flag "MOBILENUMPASSREG3" is off
    When I open the portal at "/register"
    And I choose the registration tab "Mobile registration"
    Then the registration form shows the fields "Mobile number, Verification code, Invitation code, Captcha"

  Scenario: An empty form shows the required message under each required field
    When I open the portal at "/register"
    And I submit the registration form
    Then the registration field "Username" shows the error "Input cannot be empty"
    And the registration field "Password" shows the error "Input cannot be empty"
    And the registration field "Confirm password" shows the error "Input cannot be empty"
    And the registration field "Mobile number" shows the error "Input cannot be empty"
    And the registration field "Verification code" shows the error "Input cannot be empty"
    And the registration field "Captcha" shows the error "Input cannot be empty"
    And the registration field "Real name" shows no error
    And the registration field "Invitation code" shows no error

  Scenario Outline: <label> <case> shows its pattern message with the rule's bounds
    When I open the portal at "/register"
    And I fill the registration field "<label>" with "<value>"
    And I leave the registration field "<label>"
    Then the registration field "<label>" shows the error "<message>"
    And the registration field "<label>" holds "<value>"

    Examples:
      | label           | case       | value          | message                                                          |
      | Username        | pattern    | 1abc           | Start with a letter, then letters and digits (6 - 13 characters) |
      | Username        | too long   | abcdefghijklmn | Start with a letter, then letters and digits (6 - 13 characters) |
      | Password        | pattern    | ab_12          | Letters and digits only (6 - 12 characters)                      |
      | Real name       | pattern    | J0hn           | English letters and spaces only (2 - 30 characters)              |
      | E-mail          | pattern    | not-an-email   | E-mail format is incorrect (5 - 50 characters)                   |
      | Invitation code | pattern    | AG-1           | Letters and digits only (no symbols) (4 - 20 characters)         |

  Scenario: When min equals max the message shows a single number
    When I open the portal at "/register"
    And I fill the registration field "Mobile number" with "917"
    And I leave the registration field "Mobile number"
    And I fill the registration field "Captcha" with "12"
    And I leave the registration field "Captcha"
    Then the registration field "Mobile number" shows the error "Digits only (10 characters)"
    And the registration field "Captcha" shows the error "Digits only (4 characters)"

  Scenario: A confirmation that differs from the password
    When I open the portal at "/register"
    And I fill the registration field "Password" with "abc12345"
    And I fill the registration field "Confirm password" with "abc12399"
    And I leave the registration field "Confirm password"
    Then the registration field "Confirm password" shows the error "Confirmation password is not correct."

  Scenario: The SMS code is at most 255 characters
    When I open the portal at "/register"
    And I fill the registration field "Verification code" with 256 digits
    And I leave the registration field "Verification code"
    Then the registration field "Verification code" shows the error "Please enter a valid verification code"

  @spec1-1
  Scenario: Messages come in the user's language
    Given my stored language is "TY"
    When I open the portal at "/register"
    And I choose the registration tab "Pagpaparehistro gamit ang mobile"
    And I fill the registration field "Numero ng mobile" with "917"
    And I leave the registration field "Numero ng mobile"
    Then the registration field "Numero ng mobile" shows the error "Mga numero lamang (10 na karakter)"

  @spec1-9
  Scenario: The country dialing-code picker opens on focus, chooses with the keyboard and closes
    When I open the portal at "/register"
    Then the registration country code shows "+63"
    When I move to the registration country codes
    Then the registration country codes are open
    When I press "ArrowDown" in the registration country codes
    And I press "Enter" in the registration country codes
    Then the registration country codes are closed
    And the registration country code shows "+84"

  @spec1-9
  Scenario: The picker closes on a click choice, and 200 ms after it loses the focus
    When I open the portal at "/register"
    And I move to the registration country codes
    And I click the registration country code "+66 TH"
    Then the registration country codes are closed
    And the registration country code shows "+66"
    When I click the registration country codes
    Then the registration country codes are open
    When I fill the registration field "Mobile number" with "9"
    Then the registration country codes are closed

  @spec1-4
  Scenario: The captcha reloads when the registration type changes and on a click
    When I open the portal at "/register"
    Then the registration form shows a captcha image
    When I choose the registration tab "Mobile registration"
    Then the registration captcha image has changed
    When I refresh the registration captcha
    Then the registration captcha image has changed

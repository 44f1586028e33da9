@spec2-2 @spec1-5 @spec2-9
Feature: Account registration centre
  The agent centre's account registration centre (registerCenter) registers a direct downline with
  the registration's rules (spec 1 §5): each field says what is wrong in the agent's language and
  keeps what was typed; the server's refusal (an account already taken) is told at its field. The
  account registered joins the accounts the agent registered, newest first. The agent's own
  invitation link and code are there to copy (the copy announced), with the link's QR code (200 px,
  margin 20, error correction M).

  Background:
    Given "agent01" has logged in elsewhere with password "pass1234"

  Scenario: A downline registered after a rule said what was wrong, then listed first
    When I open "Account registration centre" in the agent centre
    Then the agent centre shows "Account registration centre"
    When I type "9lives" as the downline field "Account"
    And I press "Register"
    Then the downline field "Account" keeps "9lives" and says "Start with a letter, then letters and digits (6 - 13 characters)"
    When I type "lives9" as the downline field "Account"
    And I type "abc123" as the downline field "Password"
    And I type "abc123" as the downline field "Confirm password"
    And I press "Register"
    Then I see the text "Account lives9 is registered as your direct downline."
    And the accounts I registered list "lives9" first
    When I press "Register"
    Then the downline field "Account" keeps "lives9" and says "Username already exists"

  Scenario: The invitation to share: link, code, QR code, copied
    When I open "Account registration centre" in the agent centre
    Then my invitation shows its code in the link, with its QR code
    When I copy my invitation "code"
    Then the page says "Code copied" and the clipboard holds my invitation "code"

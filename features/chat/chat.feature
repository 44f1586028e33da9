@spec1-2.6 @spec1-4 @spec1-6 @spec1-8 @spec2-2 @spec2-6 @spec2-8
Feature: Chat room
  While CBS3 is on the header offers the chat room. A member gets a floating window holding the
  chat page, with minimise, enlarge/shrink and close; a visitor gets the login popup; a trial
  account is refused with in_please_information. The unread count shows on the launcher; the
  chat closes on logout.

  Scenario: No chat room while CBS3 is off
    Given the header flag "CBS3" is off
    And "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the header balance shows "₱12,345.67"
    And the header has no "Chat room" button

  Scenario: The launcher shows the unread count and opens the chat window
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the chat launcher shows 1 unread message
    When I open the chat room from the header
    Then the chat room window shows the chat page

  Scenario: The chat window minimises, enlarges, shrinks and closes
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the chat room from the header
    Then the chat room window shows the chat page
    And the chat room window has the normal size
    When I press "Enlarge chat room" in the chat room window
    Then the chat room window has the enlarged size
    When I press "Shrink chat room" in the chat room window
    Then the chat room window has the normal size
    When I press "Minimise chat room" in the chat room window
    Then the chat room window is minimised
    When I press "Restore chat room" in the chat room window
    Then the chat room window shows the chat page
    When I press "Close chat room" in the chat room window
    Then the chat room window is closed

  Scenario: A visitor who opens the chat room gets the login popup
    When I open the portal at "/"
    And I open the chat room from the header
    Then a header popup is open
    And the chat room window is closed

  Scenario: A trial account is refused the chat room
    Given a trial account has started free play elsewhere
    When I open the portal with that token at "/"
    And I open the chat room from the header
    Then the header shows the message "Trial accounts cannot use the chat room."
    And the chat room window is closed

  Scenario: The chat room closes on logout
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the chat room from the header
    Then the chat room window shows the chat page
    When I open the account menu
    And I choose "Sign out" in the account menu
    And I press "Confirm"
    Then the chat room window is closed
    And the header has a "Log in" button

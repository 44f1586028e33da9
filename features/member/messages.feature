@spec2-2 @spec2-3
Feature: Platform messages
  The member centre's platform messages (messageV2) list the member's inbox newest first, ten to
  a page: each message with its mail kind (deposit credited, deposit failed, withdrawal approved,
  withdrawal rejected, notice), title, date and whether it is read, said in words. Opening a
  message shows its content through the one sanitising policy and marks it read; the unread
  count shows on the header's messages button and on the side bar's platform messages entry, and
  follows at once. A deposit the back office credits arrives as a new unread message.

  Scenario: The inbox lists the messages with their kinds; header and side bar count the unread
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the header has a "Messages, 2 unread" button
    When I press "Service centre" in the side menu
    And I press "Platform messages, 2 unread" in the side menu
    Then the member centre shows "Platform messages"
    And the inbox lists "Notice: Weekend rebate boost (unread), Deposit credited: Deposit credited (read), Deposit failed: Deposit failed (read), Notice: Scheduled maintenance (unread), Withdrawal approved: Withdrawal approved (read), Withdrawal rejected: Withdrawal rejected (read), Notice: Weekly draw results 5 (read), Notice: Weekly draw results 4 (read), Notice: Weekly draw results 3 (read), Notice: Weekly draw results 2 (read)"
    When I go to page 2 of the inbox
    Then the inbox lists "Notice: Weekly draw results 1 (read), Notice: Welcome to Lucky Portal (read)"
    And I see the link "Feedback and complaints"

  Scenario: Opening a message shows it and marks it read; mark all read clears the counts
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Platform messages" in the member centre
    And I open the message "Weekend rebate boost"
    Then the message "Weekend rebate boost" shows "Rebates on live casino bets are doubled this weekend."
    And the message "Weekend rebate boost" is read
    And the header has a "Messages, 1 unread" button
    When I press "Mark all read"
    Then the message "Scheduled maintenance" is read
    And the header has a "Messages" button
    When I reload the page
    Then the message "Scheduled maintenance" is read
    And the header has a "Messages" button

  Scenario: A deposit the back office credits arrives as a new unread message
    Given "player1" has logged in elsewhere with password "pass1234"
    When the back office credits the latest deposit of "player1"
    And I open "Platform messages" in the member centre
    Then the inbox starts with "Deposit credited: Deposit credited (unread)"
    And the header has a "Messages, 3 unread" button
    When I open the message "Deposit credited"
    Then the message "Deposit credited" shows "has been credited to your main wallet."
    And the header has a "Messages, 2 unread" button

  Scenario: A member without messages is told so
    Given "newbie1" has logged in elsewhere with password "123456"
    When I open "Platform messages" in the member centre
    Then I see the text "You have no messages yet."
    And the header has a "Messages" button

  Scenario: A failed load says why and loads again on retry
    Given the call "inboxMessages" answers "#727" with the message "Refused" once
    And "player1" has logged in elsewhere with password "pass1234"
    When I open "Platform messages" in the member centre
    Then I see the alert "Your messages could not be loaded."
    And I see the text "The system is busy. Please try again."
    When I press "Try again"
    Then the inbox starts with "Notice: Weekend rebate boost (unread)"

  Scenario: A session that ended at the server asks for the login again
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Platform messages" in the member centre
    And the server ends that session
    And I go to page 2 of the inbox
    Then the shell shows the message box "Your session has ended. Please log in again."
    And the session holds no token
    And the header has no "Messages" button

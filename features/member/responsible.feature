@issue30
Feature: Responsible gaming
  The member centre's responsible gaming page (behind the RESPGAME3 module): deposit and loss
  limits per 24 hours, 7 days and 30 days with what each has used, a daily session time limit,
  the reality check's interval, time-out and self-exclusion. A lower limit applies at once, a
  higher one or a removal only after 24 hours (pending, cancellable). The server refuses a deposit
  that would pass a limit, naming it; the deposit page shows what is left, and asks a new member to
  set a limit first. A time-out logs the member out at once and the login is refused until its end.

  Scenario: A 24-hour deposit limit of 100 refuses 500, lets 100 through, and a raise waits 24 hours
    Given "vip0001" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?member=depositv2"
    Then I see the text "Before your first deposit, set a deposit limit"
    When I follow the link "Set a deposit limit" in the member centre
    Then the member centre shows "Responsible gaming"
    When I set the "Deposits in 24 hours" limit to "100"
    Then the limit "Deposits in 24 hours" says "Limit: ₱100.00. Used: ₱0.00. Left: ₱100.00."
    When I choose "Deposit" in the member centre
    Then I see the text "You can deposit ₱100.00 more within your 24-hour limit."
    When I type "500" as the deposit amount and press Enter
    Then I see the text "This deposit would pass your 24-hour deposit limit of 100.00: 100.00 is left."
    When I type "100" as the deposit amount and press Enter
    Then the deposit result shows the amount "₱100.00" and the status "Pending"
    When I choose "Responsible gaming" in the member centre
    And I set the "Deposits in 24 hours" limit to "500"
    Then the limit "Deposits in 24 hours" says "Rises to ₱500.00 at"
    And the limit "Deposits in 24 hours" says "Limit: ₱100.00. Used: ₱100.00. Left: ₱0.00."
    When I press "Cancel the change for 24 hours"
    Then the limit "Deposits in 24 hours" does not say "Rises to"

  Scenario: A 24-hour time-out logs the member out and the next login is refused with its end
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?member=responsible"
    And I take a "24 hours" time-out with the password "wrong1"
    Then I see the text "The password is not correct"
    And the time-out password still holds "wrong1"
    When I take a "24 hours" time-out with the password "pass1234"
    Then I see the text "Your time-out has started. You can log in again after"
    When I press "Confirm"
    And I open the login popup from the header
    And I log in as "player1" with password "pass1234"
    Then the login popup shows the alert "Your account is on a time-out until"

  Scenario: A failed load is retried; with the module off the entry goes and the page says so
    Given the call "responsibleSettings" answers "#727" with the message "System busy" once
    And "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?member=responsible"
    Then I see the alert "The system is busy, please try again."
    When I press "Try again"
    Then the limit "Losses in 7 days" says "No limit."
    Given the member flag "RESPGAME3" is off
    When I reload the page
    Then I see the text "Responsible gaming tools are not offered on this site."
    And I do not see the link "Responsible gaming"

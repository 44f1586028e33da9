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

  # The reality check counts from the server's session start: the mock clock ages the session
  # (no fake browser clock, so axe still runs); the portal reads it when the page loads.
  @slow
  Scenario: The reality check shows over a game and over the member centre with the session's length and net; Continue, See my history, Log out
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?member=responsible"
    And I choose the reality check every "15 minutes"
    And I open the portal at "/game"
    And I start the provider "Evolution" from the game page
    Then the game frame shows a game of "EVO"
    When the mock clock moves forward 15 minutes
    And I reload the page
    Then the reality check shows over the game: "You have played for 0 h 15 min in this session." and "Net win in this session: ₱0.00."
    When I answer the reality check with "Continue"
    Then the game frame shows a game of "EVO"
    When the mock clock moves forward 15 minutes
    And I reload the page
    And I answer the reality check with "See my history"
    Then the member centre shows "Betting record"
    When the mock clock moves forward 15 minutes
    And I reload the page
    Then the reality check shows over the member centre, the focus in it
    When I answer the reality check with "Continue"
    Then the member centre shows "Betting record"
    When I open the portal at "/game"
    And the mock clock moves forward 15 minutes
    And I reload the page
    And I answer the reality check with "Log out"
    Then the session holds no token

  @slow
  Scenario: A loss limit refuses a transfer into a game past what is left; a used-up day of play time closes the games
    Given "vip0001" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?member=responsible"
    And I set the "Losses in 24 hours" limit to 50 above what it has used
    And I set the "Time played per day" limit to "15"
    And I choose "My wallet" in the member centre
    And I transfer "60" into "Evolution"
    Then I see the text "This transfer would pass your 24-hour loss limit of"
    And I see the text "50.00 is left."
    And the amount field holds "60"
    When I transfer "50" into "Evolution"
    Then my wallet shows "Evolution" holding "₱50.00"
    When I choose "Responsible gaming" in the member centre
    Then the limit "Losses in 24 hours" says "Left: ₱0.00."
    When I open the portal at "/"
    And the mock clock moves forward 15 minutes
    And I reload the page
    Then the time's-up dialog says "You have reached today's play time limit of 15 minutes. Games stay closed until tomorrow."
    When I answer the time's-up dialog with "Keep browsing"
    Then I do not see the text "Games stay closed until tomorrow."

  Scenario: A trial account is asked for a real account on the responsible gaming page and in the security centre's sessions
    Given a trial account has started free play elsewhere
    When I open the portal with that token at "/?member=responsible"
    Then I see the text "real account"
    When I open the portal at "/?member=securityCenter"
    Then I do not see the heading "Active sessions"

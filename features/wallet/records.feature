@spec2-2 @spec2-9
Feature: Records
  The member centre's four record pages: betting record, account record, profit and loss and
  bonus details. Each opens on the previous 7 days (today included); the previous 30 days end
  today too, the next 7 and 30 days start today and hold what is still to come. A page shows the
  totals of the whole range and filter, 10 rows a page in a table, and the pages (range 3, margin
  1); money has the session's symbol, two decimals and thousands separators. A failure is told
  with a retry; a first day after the last is refused as typed.

  Background:
    Given "player1" has logged in elsewhere with password "pass1234"

  Scenario: The betting record shows the previous 7 days with their totals; a preset widens the range
    When I open "Betting record" in the member centre
    Then the member centre shows "Betting record"
    And the records cover "Previous 7 days" with 10 rows on page 1
    And every record's "Bet time" lies in "Previous 7 days"
    And the records totals show money for "Bet amount, Valid bet, Win/loss"
    When I pick the record range "Previous 30 days"
    Then the records cover "Previous 30 days" with 10 rows on page 1
    And every record's "Bet time" lies in "Previous 30 days"

  Scenario: The betting record by game type, paged to the next and the last page
    When I open "Betting record" in the member centre
    And I filter the records by "Game type" "Slots"
    Then every record has "Slots" in the column "Game type"
    When I go to the next records page
    Then the records are on page 2
    And every record has "Slots" in the column "Game type"
    When I go to the last records page
    Then the records are on their last page
    And every record has "Slots" in the column "Game type"

  Scenario: The account record shows the transfer the member just made
    Given that member has moved "12.34" from the main wallet to the wallet 201
    When I open "Account record" in the member centre
    Then the member centre shows "Account record"
    And the first record shows "Transfer out, -₱12.34"
    And the records totals show money for "Money in, Money out"
    When I filter the records by "Transaction type" "Transfer out"
    Then every record has "Transfer out" in the column "Type"

  Scenario: Nothing booked in the next 7 days: the account record says so
    When I open "Account record" in the member centre
    And I pick the record range "Next 7 days"
    Then the records are empty for "Next 7 days"

  Scenario: A busy system is told, and a retry brings the account record
    Given the call "memberTransactions" answers "#727" with the message "System busy" once
    When I open "Account record" in the member centre
    Then I see the alert "The system is busy. Please try again in a moment."
    When I press "Try again"
    Then the records cover "Previous 7 days" with 10 rows on page 1

  Scenario: Profit and loss by month: the totals equal the sums of the rows, with or without a game type
    When I open "Profit and loss" in the member centre
    Then the member centre shows "Profit and loss"
    When I pick the record range "Previous 30 days"
    And I show the records by "Monthly"
    Then the records fit one page
    And the records totals equal the sums of "Bet amount, Valid bet, Payout, Bonus, Rebate, Profit/loss"
    When I filter the records by "Game type" "Sports"
    Then the records fit one page
    And the records totals equal the sums of "Bet amount, Valid bet, Payout, Bonus, Rebate, Profit/loss"
    And the records total "Bonus" is "₱0.00"

  Scenario: Bonus details of the previous 30 days by bonus type
    When I open "Bonus details" in the member centre
    Then the member centre shows "Bonus details"
    When I pick the record range "Previous 30 days"
    Then the records cover "Previous 30 days" with rows on page 1
    And the records totals show money for "Total bonus"
    When I filter the records by "Bonus type" "Rebate"
    Then every record has "Rebate" in the column "Bonus type"
    And every record's "Time" lies in "Previous 30 days"

  Scenario: A dropped connection is told, and the bonus details come back with a retry
    Given the call "bonusDetails" drops the connection
    When I open "Bonus details" in the member centre
    Then I see the alert "The connection was lost. Check your network and try again."
    When the call "bonusDetails" answers again
    And I press "Try again"
    Then the records cover "Previous 7 days" with rows on page 1

  Scenario: A first day after the last is refused as typed; a right range is shown
    When I open "Bonus details" in the member centre
    And I ask for the records from "2024-06-09" to "2024-06-02"
    Then I see the alert "The first day must not be after the last day."
    And the record day "From" still shows "2024-06-09"
    When I ask for the records from "2024-06-02" to "2024-06-09"
    Then I see the text "No records from 2024-06-02 to 2024-06-09 for this filter."

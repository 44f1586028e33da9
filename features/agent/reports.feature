@spec2-2 @spec2-9
Feature: Agent centre reports
  Team betting, user profit and loss, my income and transaction details: a range (previous or
  next 7 or 30 days, or chosen days), the member account, a type and the period where the page has
  them, the totals of all the rows in exact money, and the rows a page at a time (page range 3,
  margin 1).

  Background:
    Given "agent01" has logged in elsewhere with password "pass1234"

  Scenario: Team betting shows the team's bets of the previous 7 days with their totals; a preset widens it
    When I open "Team betting" in the agent centre
    Then the agent centre shows "Team betting"
    And the records cover "Previous 7 days" with 10 rows on page 1
    And every record's "Bet time" lies in "Previous 7 days"
    And the records totals show money for "Bet amount, Valid bet, Win/loss"
    When I pick the record range "Previous 30 days"
    Then the records cover "Previous 30 days" with 10 rows on page 1

  Scenario: User profit and loss of one member: the rows and the totals narrow to that member
    When I open "User profit and loss" in the agent centre
    Then the agent centre shows "User profit and loss"
    And the records cover "Previous 7 days" with rows on page 1
    When I search the report for the first row's member
    Then every report row is that member's, with fewer records
    And the records totals show money for "Bet amount, Profit/loss"

  Scenario: My income by month, with its total
    When I open "My income" in the agent centre
    Then the agent centre shows "My income"
    When I pick the record range "Previous 30 days"
    And I show the records by "Monthly"
    Then every report period is a month
    And the records totals show money for "Amount"

  Scenario: Transaction details a page at a time, and a range with nothing in it
    When I open "Transaction details" in the agent centre
    Then the agent centre shows "Transaction details"
    When I pick the record range "Previous 30 days"
    Then the records cover "Previous 30 days" with 10 rows on page 1
    When I go to the next records page
    Then the records are on page 2
    When I ask for the records from "2001-01-01" to "2001-01-31"
    Then the report is empty from "2001-01-01" to "2001-01-31"

  Scenario: A busy system is told, and a retry brings team betting
    Given the call "teamBetting" answers "#727" with the message "System busy" once
    When I open "Team betting" in the agent centre
    Then I see the alert "The system is busy. Please try again in a moment."
    When I press "Try again"
    Then the records cover "Previous 7 days" with 10 rows on page 1

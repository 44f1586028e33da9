@spec2-2 @spec2-3 @spec2-4 @spec2-9
Feature: Agent contracts
  The agent centre's contract pages (dividend, daily, hourly and real-time salary) show the
  contract the upline offered with its state, and its answers (accept, reject, request its end),
  each confirmed first; the menu marks a contract entry whose offer waits for the agent's answer,
  and the mark goes as soon as it is answered; accepting a rate lower than a downline's says beforehand which downlines
  it ends (spec 2 §4), and ends them. The agent offers its direct downlines a contract at a rate not
  above its own and sees their answers. Real-time salary settles every 5 minutes: the page tells
  the next settlement.

  Background:
    Given "agent01" has logged in elsewhere with password "pass1234"

  Scenario: Accepting the real-time salary offer, which tells the next settlement
    When I open "Real-time salary" in the agent centre
    Then the agent centre shows "Real-time salary"
    And the next settlement is on a 5-minute mark
    And the upline's contract is "Waiting for your answer"
    And the agent centre entry "Real-time salary" says "To answer"
    When I answer the upline's contract "Accept"
    Then the confirmation asks "Accept this contract at 0.6%?"
    When I press "Confirm"
    Then the contract page says "The contract is accepted."
    And the upline's contract is "Accepted"
    And the agent centre entry "Real-time salary" no longer waits for an answer

  Scenario: A contract answered elsewhere is refused and shows its state
    When I open "Real-time salary" in the agent centre
    Then the upline's contract is "Waiting for your answer"
    When the "realTimeSalary" contract of "agent01" is rejected elsewhere
    And I answer the upline's contract "Accept"
    And I press "Confirm"
    Then I see the alert "This contract has already been answered. It now shows its current state."
    And the upline's contract is "Rejected"

  Scenario: Rejecting the daily salary offer
    When I open "Daily salary" in the agent centre
    Then the agent centre entry "Daily salary" says "To answer"
    When I answer the upline's contract "Reject"
    Then the confirmation asks "Reject this contract?"
    When I press "Confirm"
    Then the upline's contract is "Rejected"
    And the agent centre entry "Daily salary" no longer waits for an answer
    And I see the text "The daily salary for the previous day is paid on alternate days."

  Scenario: Requesting the end of the accepted dividend contract
    When I open "Dividend" in the agent centre
    Then the upline's contract is "Accepted"
    When I answer the upline's contract "Request termination"
    And I press "Confirm"
    Then the upline's contract is "Termination requested"

  Scenario: A lower rate names the downline it ends before accepting, and ends it
    When I open "Daily salary" in the agent centre
    Then the downline "jeremysch0" shows "1.8%" "Accepted"
    When I answer the upline's contract "Accept"
    Then the confirmation says "Accepting ends the contracts of these downlines, whose rate is above 1.5%: jeremysch0."
    When I press "Confirm"
    Then the contract page says "The contract is accepted. Contracts ended: jeremysch0."
    And the downline "jeremysch0" shows "1.8%" "Ended"

  Scenario: Offering a downline a contract: a rate above the own one is refused
    When I open "Hourly salary" in the agent centre
    And I offer "luciarunt3" the rate "0.5"
    Then the offer's rate keeps "0.5" and says "The rate may not be above your own rate of 0.4%."
    When I offer "luciarunt3" the rate "0.25"
    Then the contract page says "Contract offered to luciarunt3."
    And the downline "luciarunt3" shows "0.25%" "Not answered yet"

@spec2-2 @spec2-3 @spec2-9
Feature: Manual rebate
  The member centre's manual rebate (manualRebate): for a period (the previous 7 or 30 days), the
  rebate of the settled bets' valid bet per game category at its rate, rounded down to the cent,
  and the exact total. A category at or above the minimum claim is claimed alone or with the
  others ("claim all") into the main wallet; one below it says so. Each claim is in the history.

  Scenario: The rebate per category with its exact total, for the period chosen
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Manual rebate" in the member centre
    Then the member centre shows "Manual rebate"
    And the rebate per category is:
      | E-Lottery   | ₱15,760.00 | 0.3% | ₱47.28  | Claim |
      | Live casino | ₱14,500.00 | 0.5% | ₱72.50  | Claim |
      | Sports      | ₱20,320.00 | 0.6% | ₱121.92 | Claim |
      | Fishing     | ₱10,000.00 | 0.8% | ₱80.00  | Claim |
      | Slots       | ₱16,370.00 | 1%   | ₱163.70 | Claim |
      | Card games  | ₱15,880.00 | 0.4% | ₱63.52  | Claim |
      | Esports     | ₱17,350.00 | 0.5% | ₱86.75  | Claim |
    And the rebate total is "₱635.67"
    And I see the text "You have not claimed a rebate yet."
    When I choose the rebate period "Previous 30 days"
    Then the rebate of "Slots" reads "1%"
    And the rebate total is "₱2,755.71"

  Scenario: A claimed category is paid, listed in the history, and has nothing left
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Manual rebate" in the member centre
    And I claim the rebate of "Slots"
    Then I see the text "Claimed ₱163.70 rebate: added to your main wallet."
    And the rebate of "Slots" reads "Below the minimum of ₱10.00"
    And the rebate total is "₱471.97"
    And the first rebate claim is "Slots | ₱16,370.00 | 1% | ₱163.70" for the previous 7 days
    And the header balance shows "₱12,509.37"

  Scenario: A rebate below the minimum can not be claimed, and says so
    Given "vip0001" has logged in elsewhere with password "pass1234"
    When I open "Manual rebate" in the member centre
    Then the rebate of "Fishing" reads "Below the minimum of ₱10.00"
    And I see the text "Nothing to claim yet: a category's rebate can be claimed from ₱10.00."
    And the rebate offers no claim
    When I choose the rebate period "Previous 30 days"
    And I claim all the rebate
    Then I see the text "Claimed ₱129.92 rebate: added to your main wallet."
    And the rebate of "Card games" reads "Below the minimum of ₱10.00"

  Scenario: A failed load offers a retry
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "rebateSummary" answers "#727" with the message "System busy" once
    When I open "Manual rebate" in the member centre
    Then I see the alert "Your rebate could not be loaded."
    When I press "Try again"
    Then the rebate total is "₱635.67"

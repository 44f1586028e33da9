@spec2-2 @spec2-3
Feature: Player rank
  The player rank page of the member centre lists the VIP ranks with their labels in their colours,
  marks the member's own rank and says what the next rank still needs (deposits and valid bets,
  exact to the cent, with progress bars); at the top rank it says so. A member above rank 4 is
  offered VIP customer service. A member without a rank sees the first rank's needs.

  Scenario: A Bronze member sees what Silver still needs
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Player rank" in the member centre
    Then the member centre shows "Player rank"
    And my rank says "Your rank: Bronze Level 1"
    And my rank says "Next rank: Silver"
    And my rank says "Deposit ₱349.50 more"
    And my rank says "Bet ₱1,789.25 more"
    And the progress bar "Deposits: ₱650.50 of ₱1,000.00" is at 65 percent
    And the progress bar "Valid bets: ₱3,210.75 of ₱5,000.00" is at 64 percent
    And the rank "Bronze" is marked as mine
    And I do not see the text "Contact VIP customer service"

  Scenario: A Diamond member is offered VIP customer service
    Given "vip0001" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?member=playerRank"
    Then my rank says "Your rank: Diamond Level 5"
    And my rank says "Deposit ₱320,000.00 more"
    And my rank says "Bet ₱1,739,999.75 more"
    And the rank "Diamond" is marked as mine
    And I see the button "Contact VIP customer service"

  Scenario: A member without a rank sees the first rank's needs
    Given "newbie1" has logged in elsewhere with password "123456"
    When I open the portal with that token at "/?member=playerRank"
    Then my rank says "You have no rank yet (rank 0)."
    And my rank says "Next rank: Bronze"
    And my rank says "Deposit ₱100.00 more"
    And the progress bar "Deposits: ₱0.00 of ₱100.00" is at 0 percent
    And no rank is marked as mine

  Scenario: The ranks fail to load, then a retry shows them
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "vipRanks" drops the connection
    When I open "Player rank" in the member centre
    Then I see the alert "The ranks could not be loaded."
    And I see the alert "Network link is abnormal, please try again"
    When the call "vipRanks" answers again
    And I press "Try again"
    Then my rank says "Your rank: Bronze Level 1"

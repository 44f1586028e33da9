@spec2-2 @spec2-7
Feature: Winners board
  The home page shows the winners list and the leaderboard (GCSGAME_getRankList, no session
  needed) below the games, loaded when it comes near: a tab per board (biggest wins, biggest
  multipliers), each listing rank, masked player, game and time, bet and amount. A board that
  cannot be loaded says why and can be tried again.

  Scenario: A visitor sees the biggest wins and switches boards with the keyboard
    When I open the portal at "/"
    And I scroll down to the winners board
    Then the winners board "Biggest wins" is chosen with 10 rows
    And each winners row shows a masked player, a game and the amount in "Win"
    When I focus the winners board "Biggest wins"
    And I move to the next winners board with the arrow key
    Then the winners board "Biggest multipliers" has the keyboard focus
    And the winners board "Biggest multipliers" is chosen with 10 rows
    And each winners row shows a masked player, a game and the amount in "Multiplier"

  Scenario: A board that cannot be loaded can be tried again
    Given the call "rankList" answers "#727" with the message "System busy" once
    When I open the portal at "/"
    And I scroll down to the winners board
    Then the winners board says "The winners board could not be loaded."
    And the winners board says "The system is busy. Please try again in a moment."
    When I press "Try again"
    Then the winners board "Biggest wins" is chosen with 10 rows

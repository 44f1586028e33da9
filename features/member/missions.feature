@spec2-2 @spec2-3
Feature: Mission activity
  The member centre's mission page (missionLeaderboard) lists the member's missions, each with a
  progress bar (its value told as "n of target"), type, status, reward and dates, and the
  leaderboard of the period with the member's own row highlighted. A member without missions or
  rank is told so; a part that fails to load says so with a retry.

  Scenario: The member's missions and the leaderboard with the member's own row
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Mission activity" in the member centre
    Then the member centre shows "Mission activity"
    And the missions list 8 missions
    And the mission "Log in today" shows the progress "1 of 1", "Completed", "20 points"
    And the mission "Deposit 500 this week" shows the progress "450 of 500", "In progress", "₱25.00"
    And the leaderboard lists 20 players and my own row "pl***1" below them

  Scenario: No missions yet, and a leaderboard that fails until retried
    Given "newbie1" has logged in elsewhere with password "123456"
    And the call "missionLeaderboard" drops the connection
    When I open "Mission activity" in the member centre
    Then the missions say "No missions are open for you right now. Check back soon."
    And I see the alert "The leaderboard could not be loaded."
    When the call "missionLeaderboard" answers again
    And I press "Try again"
    Then the leaderboard says "You are not ranked yet. Complete missions to join the leaderboard."

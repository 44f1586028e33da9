Feature: The e-lottery page (/elott) and the lottery highlights
  The e-lottery page shows the header, banners, footer and side menu. It lists the e-lottery
  groups (prize mode Elott), whose games open on the lottery page, the popular e-lottery, the
  latest results and the winners board (biggest wins and biggest multipliers).

  Scenario: The e-lottery groups, popular games, results and winners
    When I open the portal at "/elott"
    Then I see the heading "Electronic lottery"
    And I see the site footer
    And I see the side menu
    And the lottery group "Electronic Fast" is chosen
    And the lottery menu offers "E-Lotto 1 Minute"
    And the popular lottery lists 8 games
    And the latest results list "Keno Express"
    And the "Biggest wins" winners board shows 10 players

  Scenario: Switching the e-lottery group and opening a game
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/elott"
    And I choose the lottery group "Dice"
    And I choose the lottery game "E-Sic Bo"
    Then the address bar shows "/lottery?gameCode=ESICBO&playType=SICBO_BIG_SMALL"
    And the lottery game "E-Sic Bo" is marked current

  Scenario: The winners board switches to the biggest multipliers
    When I open the portal at "/elott"
    And I choose the winners board "Biggest multipliers"
    Then the "Biggest multipliers" winners board shows 10 players
    And the winners board is ordered by "Multiplier"

  Scenario: A failing e-lottery menu shows an error that can be retried
    Given the call "gameMenus" answers "#727" with the message "System busy" once
    When I open the portal at "/elott"
    Then I see the alert "The lottery menu could not be loaded."
    When I press "Try again"
    Then the lottery menu offers "E-Lotto 1 Minute"

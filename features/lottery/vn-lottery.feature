Feature: The Vietnam lottery page (/vnlottery)
  The page shows the header and a collapsed side menu. Its menu lists the VN games by region
  (device WEB), the member's favourite lottery (kept per username in local storage under
  LOTTFAV) and recently played VN games. The game of the query opens with lottoArea VN. The latest
  results show the prize table.

  Background:
    Given I watch the lottery launches

  Scenario: A member opens the VN lobby when no game is asked for
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/vnlottery"
    Then I see the heading "Vietnam lottery"
    And the side menu is collapsed
    And the VN region "Miền Nam" offers "Hồ Chí Minh"
    And the VN region "Siêu Tốc" offers "Siêu Tốc 1 Phút"
    And the lottery launch asked for "lottoArea=VN&launchMode=LOTT&lottoView=lobby&device=WEB"
    And the lottery frame shows the launch answer titled "Lottery lobby"

  Scenario: A member opens the VN game of the query, which then shows among the recent games
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/vnlottery?gameCode=VN_HCM"
    Then the lottery game "Hồ Chí Minh" is marked current
    And the lottery launch asked for "lottoArea=VN&lottoGameCode=VN_HCM&lottoView=betting"
    And the lottery frame shows the launch answer titled "Lottery game Hồ Chí Minh"
    When I open the portal at "/vnlottery"
    Then the VN recent games are "Hồ Chí Minh"

  Scenario: A visitor sees no recent games and cannot keep favourites
    When I open the portal at "/vnlottery"
    Then the login popup is open
    When I press "Close" in the login popup
    Then there is no VN recent games list
    And I see the text "Log in to keep your favourite lottery here."
    When I favourite the VN lottery "Miền Bắc"
    Then the login popup is open
    And local storage has no lottery favourites

  Scenario Outline: Each member sees their own favourites
    Given the lottery favourites in this browser are '{"player1":["VN_MB"],"vip0001":["VN_DNG","VN_CT"]}'
    And "<user>" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/vnlottery"
    Then the VN favourites are "<favourites>"

    Examples:
      | user    | favourites       |
      | player1 | Miền Bắc         |
      | vip0001 | Đà Nẵng, Cần Thơ |

  Scenario: Favouriting toggles on and off, keeping the other member's favourites
    Given the lottery favourites in this browser are '{"vip0001":["VN_DNG"]}'
    And "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/vnlottery"
    Then I see the text "Star a lottery to keep it here."
    When I favourite the VN lottery "Cà Mau"
    Then the VN favourites are "Cà Mau"
    And the VN lottery "Cà Mau" is a favourite
    And local storage holds "LOTTFAV" = '{"vip0001":["VN_DNG"],"player1":["VN_CM"]}'
    When I favourite the VN lottery "Cà Mau"
    Then I see the text "Star a lottery to keep it here."
    And the VN lottery "Cà Mau" is not a favourite
    And local storage holds "LOTTFAV" = '{"vip0001":["VN_DNG"]}'

  Scenario: The latest results show each game's draw and the prize table of the game open
    When I open the portal at "/vnlottery?gameCode=VN_MB"
    And I press "Close" in the login popup
    Then the latest results list "Hồ Chí Minh"
    And the prize table of "Miền Bắc" lists "Special prize, First prize, Second prize, Third prize, Fourth prize, Fifth prize, Sixth prize, Seventh prize"

  Scenario: A failing VN menu shows an error that can be retried
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    And the call "vnGameMenu" answers "#727" with the message "System busy" once
    When I open the portal at "/vnlottery"
    Then I see the alert "The lottery menu could not be loaded."
    And I see the alert "System busy"
    When I press "Try again"
    Then the VN region "Miền Bắc" offers "Miền Bắc"

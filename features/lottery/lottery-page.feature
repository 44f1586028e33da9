Feature: The lottery page (/lottery)
  The lottery page shows the header only. Its menu lists the lottery groups of each prize mode
  (Lottery, House lottery, South-East Asia, E-Lottery) from the lottery gateway. The game named by
  the query (gameCode, playType) opens in a sandboxed frame through the lottery lobby launch
  (launchMode LOTT, view betting); without a query the lobby view opens. Playing needs a logged-in
  real account.

  Background:
    Given I watch the lottery launches

  Scenario: A member opens the lobby when no game is asked for
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/lottery"
    Then I see the heading "Lottery"
    And I see the site header
    And I do not see the side menu
    And the lottery type "Lottery" is chosen
    And the lottery group "Time-Time Lottery" is chosen
    And the lottery menu offers "Chongqing Time-Time"
    And the lottery launch asked for the lobby view
    And the lottery frame shows the launch answer titled "Lottery lobby"

  Scenario: A member opens the game of the query in the betting view
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/lottery?gameCode=BJPK10&playType=PK10_TOP1"
    Then the lottery group "PK10 Racing" is chosen
    And the lottery game "Beijing PK10" is marked current
    And I see the text "Play type: PK10_TOP1"
    And the lottery launch asked for "launchMode=LOTT&lottoPrizeMode=Lott&lottoGameCode=BJPK10&lottoView=betting&device=WEB&language=EN"
    And the lottery launch came back to "/lottery?gameCode=BJPK10&playType=PK10_TOP1"
    And the lottery frame shows the launch answer titled "Lottery game Beijing PK10"

  Scenario: The game of another prize mode opens with its prize mode and menu
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/lottery?gameCode=EL3M&playType=EL_BIG_SMALL"
    Then the lottery type "E-Lottery" is chosen
    And the lottery game "E-Lotto 3 Minutes" is marked current
    And the lottery launch asked for "lottoPrizeMode=Elott&lottoGameCode=EL3M&lottoView=betting"

  Scenario: Switching groups and prize modes, then choosing a game
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/lottery"
    And I choose the lottery group "Fast 3"
    Then the lottery menu offers "Jiangsu Fast 3"
    And the lottery menu does not offer "Chongqing Time-Time"
    When I choose the lottery type "South-East Asia"
    Then the lottery group "Thailand" is chosen
    When I choose the lottery game "Thai Government Lottery"
    Then the address bar shows "/lottery?gameCode=TH_GLO&playType=TH_3TOP"
    And the lottery launch asked for "lottoPrizeMode=SEA&lottoGameCode=TH_GLO&lottoView=betting"
    And the lottery frame shows the launch answer titled "Lottery game Thai Government Lottery"

  Scenario: A visitor is asked to log in, and can play once logged in
    When I open the portal at "/lottery?gameCode=CQSSC&playType=SSC_5D_DIRECT"
    Then the login popup is open
    And I see the text "Please log in to play the lottery."
    And no lottery frame is shown
    When I log in as "player1" with password "pass1234"
    Then the address bar shows "/"
    When I open the portal at "/lottery?gameCode=CQSSC&playType=SSC_5D_DIRECT"
    Then the lottery frame shows the launch answer titled "Lottery game Chongqing Time-Time"

  Scenario: A visitor who closed the login popup can open it again
    When I open the portal at "/lottery"
    And I press "Close" in the login popup
    And I press "Log in" on the lottery page
    Then the login popup is open

  Scenario: A trial account is refused
    Given a trial account has started free play elsewhere
    And that token is in session storage
    When I open the portal at "/lottery?gameCode=CQSSC"
    Then the shell shows the message box "This needs a real account. Please register or log in with your own account."
    And I see the text "The lottery needs a real account."
    And no lottery frame is shown
    And the lottery made no launch call

  Scenario: A game under maintenance says so and suggests others
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/lottery?gameCode=SH11X5"
    Then the lottery game "Shanghai 11x5" is marked as under maintenance
    And I see the alert "This game is under maintenance."
    And I see the alert "You could try instead:"
    And no lottery frame is shown

  Scenario: A failing launch shows the server's message and can be tried again
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    And the call "launchGame" answers "#727" with the message "System busy" once
    When I open the portal at "/lottery?gameCode=CQSSC"
    Then I see the alert "System busy"
    When I press "Try again"
    Then the lottery frame shows the launch answer titled "Lottery game Chongqing Time-Time"

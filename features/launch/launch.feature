@spec2-4 @spec2-8
Feature: Game launch
  A game start (side bar vendor entry, lottery category, banner linked to a game, the /game page's
  providers) needs a logged-in real account. By the launch object it goes to a lottery page, the
  SEA lottery's own launch, or the launch call (request V2) whose address is shown in the /game
  frame, or in a popup window for sportsbooks. Failures are told clearly.

  @spec1-6
  Scenario: A visitor starting a game is asked to log in
    When I open the portal at "/"
    And I open the side menu providers of "Live casino"
    And I choose the side menu provider "Evolution" of "Live casino"
    Then the shell shows the dialog "Log in"
    And no game frame is shown
    And the address bar shows "/"

  @spec1-6
  Scenario: A trial account is refused with in_need_true_account
    Given a trial account has started free play elsewhere
    When I open the portal with that token at "/"
    And I open the side menu providers of "Live casino"
    And I choose the side menu provider "Evolution" of "Live casino"
    Then the shell shows the message box "This needs a real account. Please register or log in with your own account."
    And the address bar shows "/"

  Scenario: A vendor's game opens in the sandboxed /game frame
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the side menu providers of "Live casino"
    And I choose the side menu provider "Evolution" of "Live casino"
    Then the address bar shows "/game"
    And the game frame shows a game of "EVO"
    And the game frame is titled "Game: Evolution" and sandboxed
    And the game in the frame has loaded
    And the address bar shows no token

  Scenario: While the launch runs the game is shown as starting
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "launchGame" takes 4000 ms
    When I open the portal with that token at "/game"
    And I start the provider "Evolution" from the game page
    Then the game is shown as starting "Evolution"
    And the game frame shows a game of "EVO"

  Scenario: The E-Lottery category goes to /lottery with its game code and play type
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I choose the side menu entry "E-Lottery"
    Then the address bar shows "/lottery?gameCode=EL1M&playType=EL_BIG_SMALL"

  Scenario: The Vietnam lottery goes to /vnlottery with its game code
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the side menu providers of "Lottery"
    And I choose the side menu provider "Vietnam Lottery" of "Lottery"
    Then the address bar shows "/vnlottery?gameCode=VN_MB"

  Scenario: The SEA lottery launches its own lottery game (area SEA) into the frame
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the side menu providers of "Lottery"
    And I choose the side menu provider "SEA Lottery" of "Lottery"
    Then the address bar shows "/game"
    And the game frame shows the game "area" with "SEA"
    And the game frame shows the game "gameCode" with "TH_GLO"

  Scenario: A sportsbook opens in a popup window
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the side menu providers of "Sports"
    And I choose the side menu provider "SBOBET" of "Sports"
    Then a game window opens with a game of "SBO"
    And the address bar shows "/"

  Scenario: A sportsbook's window opens on the click, before the launch answers
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "launchGame" takes 3000 ms
    When I open the portal with that token at "/"
    And I open the side menu providers of "Sports"
    And I choose the side menu provider "SBOBET" of "Sports"
    Then a blank game window is open while the game is shown as starting "SBOBET"
    And a game window opens with a game of "SBO"

  Scenario: A sportsbook launch that fails closes the window it opened
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "launchGame" answers "#734" with the message "previous game has not finished" once
    When I open the portal with that token at "/"
    And I open the side menu providers of "Sports"
    And I choose the side menu provider "SBOBET" of "Sports"
    Then the launch is refused with "Your previous game has not finished yet (#734). Please finish or close it, then try again."
    And the game window is closed

  Scenario: A blocked popup window is told
    Given "player1" has logged in elsewhere with password "pass1234"
    And this browser blocks popup windows
    When I open the portal with that token at "/game"
    And I start the provider "SBOBET" from the game page
    Then the shell shows the message box "Popup blocked. Please allow popups and try again."
    And the game page says there is no game

  Scenario: A previous game that has not finished (#734) is told, and the next try works
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "launchGame" answers "#734" with the message "previous game has not finished" once
    When I open the portal with that token at "/"
    And I open the side menu providers of "Live casino"
    And I choose the side menu provider "Evolution" of "Live casino"
    Then the launch is refused with "Your previous game has not finished yet (#734). Please finish or close it, then try again."
    And the address bar shows "/"
    When I acknowledge the launch message
    And I press "Expand the side menu" in the side menu
    And I choose the side menu provider "Evolution" of "Live casino"
    Then the game frame shows a game of "EVO"

  Scenario: A busy system (#727) is told
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "launchGame" answers "#727" with the message "system busy" once
    When I open the portal with that token at "/game"
    And I start the provider "Evolution" from the game page
    Then the launch is refused with "The system is busy right now (#727). Please try again in a moment."

  Scenario: A dropped connection during the launch is told
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "launchGame" drops the connection
    When I open the portal with that token at "/game"
    And I start the provider "Evolution" from the game page
    Then the launch is refused with "Network link is abnormal, please try again."
    And no game frame is shown

  Scenario: Any other launch failure shows the server's message
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "launchGame" answers "vendor.down" with the message "Evolution is closed for a short upgrade" once
    When I open the portal with that token at "/game"
    And I start the provider "Evolution" from the game page
    Then the launch is refused with "Evolution is closed for a short upgrade"

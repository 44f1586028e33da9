@spec1-2.4 @spec2-2 @spec1-6 @spec2-6
Feature: Header
  Visitors get log in, register (DIRECTREG3) and free demo (FREEPLAY3). Members get deposit and
  withdraw, the balance, and the avatar with its drop-down: avatar edit, nickname (profile),
  member label (player rank) or security centre, member centre, account record, betting record,
  agent centre for agents, sign out. Their member centre entries need a real account and open the
  member centre on their page; the agent centre opens for agents (features/agent).

  Scenario: A visitor sees log in, register and free demo
    When I open the portal at "/"
    Then the header has a "Log in" button
    And the header has a "Register" button
    And the header has a "Free demo" button
    And the header shows no balance
    And the header has no "Deposit" button

  Scenario: Register is hidden while DIRECTREG3 is off
    Given the header flag "DIRECTREG3" is off
    When I open the portal at "/"
    Then the header has a "Log in" button
    And the header has no "Register" button
    And the header has a "Free demo" button

  Scenario: Free demo is hidden while FREEPLAY3 is off
    Given the header flag "FREEPLAY3" is off
    When I open the portal at "/"
    Then the header has a "Log in" button
    And the header has a "Register" button
    And the header has no "Free demo" button

  Scenario: Log in opens the login popup
    When I open the portal at "/"
    And I press "Log in"
    Then a header popup is open

  Scenario: Register opens the login popup
    When I open the portal at "/"
    And I press "Register"
    Then a header popup is open

  Scenario: The brand's logo shows on every route, the register route's too
    When I open the portal at "/register"
    Then I see the link "Lucky Portal"
    When I open the portal at "/"
    Then I see the link "Lucky Portal"

  Scenario: A member sees deposit, withdraw and the balance instead of the visitor buttons
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the header balance shows "₱12,345.67"
    And the header has a "Deposit" button
    And the header has a "Withdraw" button
    And the header has no "Log in" button
    And the header has no "Free demo" button

  Scenario: The drop-down of a player with a member label
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the account menu
    Then the account menu has the entry "Edit avatar"
    And the account menu has the entry "Gold (player rank)"
    And the account menu has the entry "Member centre"
    And the account menu has the entry "Account record"
    And the account menu has the entry "Betting record"
    And the account menu has the entry "Sign out"
    And the account menu has no entry "Agent centre"
    And the account menu has no entry "Security centre"
    And the member label "Gold" is shown in its colours "rgb(59, 42, 0)" on "rgb(245, 197, 66)"

  Scenario: The drop-down of an agent without a member label
    Given "agent01" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the account menu
    Then the account menu has the entry "Agent centre"
    And the account menu has the entry "Security centre"
    And the account menu has no entry "Gold (player rank)"

  Scenario: The drop-down works from the keyboard
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the account menu from the keyboard
    Then the account menu entry "Edit avatar" has the focus
    When I press the key "ArrowUp" in the account menu
    Then the account menu entry "Sign out" has the focus
    When I press the key "Home" in the account menu
    And I press the key "ArrowDown" in the account menu
    And I press the key "Escape" in the account menu
    Then the account menu is closed and its button has the focus

  Scenario: Deposit and the menu's records open their member centre pages
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I press "Deposit"
    Then the member centre shows "Deposit"
    When I close the member centre
    And I open the account menu
    And I choose "Betting record" in the account menu
    Then the member centre shows "Betting record"
    When I close the member centre
    And I open the account menu
    And I choose "Edit avatar" in the account menu
    Then the member centre shows "Avatar"

  Scenario: The member label opens the player rank
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the account menu
    And I choose "Gold (player rank)" in the account menu
    Then the member centre shows "Player rank"

  Scenario: Without a member label the security centre stands in
    Given "agent01" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the account menu
    And I choose "Security centre" in the account menu
    Then the member centre shows "My account"

  Scenario: A trial account is asked for a real one at deposit
    Given a trial account has started free play elsewhere
    When I open the portal with that token at "/"
    And I press "Deposit"
    Then the header shows the message "This needs a real account."

  Scenario: Sign out asks first, then brings the visitor buttons back
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the account menu
    And I choose "Sign out" in the account menu
    Then a header popup is open
    When I press "Confirm"
    Then the header has a "Log in" button
    And the header shows no balance
    And the session holds no token

  @phone
  Scenario: On a 360 px phone the header is compact and the page fits the screen
    Given the screen is 360 by 740 px
    When I open the portal at "/"
    Then the site header is at most 64 px tall
    And the page is no wider than the screen
    And the banners start in the first screen
    And the header has a "Log in" button
    And the header has a "Register" button
    And the header has no "Free demo" button

@spec2-2
Feature: Member centre
  The member centre is a dialog over the current route, shown once loaded: its title, the left
  navigation of the 14 entries in the spec's order (the chosen one highlighted, the mission entry
  with its badge when above 0), a close button and the chosen page. It has an address of its own,
  `?member=<page>`: a deep link opens the page, a reload keeps it, every page chosen is a history
  entry the back button walks, and closing removes the parameter. It needs a real account: a
  visitor logs in first, a trial account is asked for a real one. Pages not built yet say so.

  Scenario: An unknown page opens the default page with every entry in order
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?member=no-such-page"
    Then the member centre shows "My account"
    And the member centre lists the entries "My account, Responsible gaming, My wallet, Deposit, Withdraw, Transfer to upline, Betting record, Account record, Profit and loss, Bonus details, Reward centre, Invite friends, Mission activity #, Platform messages, Manual rebate"
    And the member centre highlights "My account" only
    And the security centre shows the account "player1" at the level "High"

  Scenario: Each page chosen is a history entry; the back button walks back and closes the centre
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I press "Deposit"
    Then the member centre shows "Deposit"
    And the address bar shows "/?member=depositv2"
    When I choose "Reward centre" in the member centre
    Then the member centre shows "Reward centre"
    And the member centre highlights "Reward centre" only
    And the address bar shows "/?member=rewardCenter"
    When I go back in the browser
    Then the member centre shows "Deposit"
    And the member centre highlights "Deposit" only
    When I go back in the browser
    Then the member centre is closed
    And the address bar shows "/"

  Scenario: A deep link opens its page over the route and a reload keeps it
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?member=referral"
    Then the member centre shows "Invite friends"
    When I reload the page
    Then the member centre shows "Invite friends"
    And the member centre highlights "Invite friends" only
    And the address bar shows "/?member=referral"

  Scenario: The close button and Escape close the centre and give the focus back
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I press "Withdraw"
    Then the member centre shows "Withdraw"
    When I close the member centre
    Then the member centre is closed
    And the address bar shows "/"
    And the button "Withdraw" has the focus
    When I press "Deposit"
    Then the member centre shows "Deposit"
    When I press the key "Escape" in the member centre
    Then the member centre is closed
    And the button "Deposit" has the focus

  Scenario: No badge on the mission entry when no mission is open
    Given "player1" has logged in elsewhere with password "pass1234"
    And the mission summary counts 0 missions
    When I open "Mission activity" in the member centre
    Then the member centre shows "Mission activity"
    And the member centre highlights "Mission activity" only

  Scenario: The centre still works when its mission summary fails
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "missionSummary" drops the connection
    When I open "My account" in the member centre
    Then the member centre shows "My account"
    And the member centre entry "Mission activity" shows no badge
    When I choose "Profit and loss" in the member centre
    Then the member centre shows "Profit and loss"

  Scenario: A visitor's deep link asks for the login first, then opens the page
    When I open the portal at "/?member=manualRebate"
    Then the login popup is open
    And the member centre is not shown
    When I log in as "player1" with password "pass1234"
    Then the member centre shows "Manual rebate"
    And the address bar shows "/?member=manualRebate"

  Scenario: A trial account's deep link is asked for a real account and the centre stays closed
    Given a trial account has started free play elsewhere
    When I open the portal with that token at "/?member=withdraw"
    Then the shell shows the message box "This needs a real account. Please register or log in with your own account."
    And the member centre is not shown
    And the address bar shows "/"

  @phone
  Scenario: On a phone the entries are a row above the chosen page, walked by the keyboard
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?member=messageV2"
    Then the member centre shows "Platform messages"
    And the member centre entry "Platform messages" is in view
    And nothing is wider than the screen
    When I Tab along the member centre entries to "Withdraw" and press Enter
    Then the member centre shows "Withdraw"
    And the member centre highlights "Withdraw" only
    And the member centre entry "Withdraw" is in view
    And the heading "Withdraw" and the field "Amount" are in the first screen

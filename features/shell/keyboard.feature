@spec1-2.7 @spec1-6
Feature: Keyboard use of dialogs and windows
  Every dialog keeps the keyboard focus inside while it is open: Tab and Shift+Tab go round its
  controls. Escape or its close button closes it and gives the focus back to what opened it. The
  chat room is a window, not a dialog: opening it moves the focus in, closing it gives the focus
  back to its launcher. That everything clickable is reachable by Tab is checked after every step
  of every scenario, with axe (features/support/axe.ts).

  Scenario: The login popup keeps the focus, and Escape gives it back
    When I open the portal at "/"
    And I press "Log in" in the site header with the keyboard
    Then the keyboard focus is inside the dialog "Log in"
    And Tab and Shift+Tab go round the dialog "Log in"
    When I press the key "Escape"
    Then no dialog "Log in" is open
    And the keyboard focus is on "Log in" in the site header

  Scenario: The register popup keeps the focus, and its close button gives it back
    When I open the portal at "/"
    And I press "Register" in the site header with the keyboard
    Then the keyboard focus is inside the dialog "Register"
    And the registration tabs are "Username registration, Mobile registration"
    And Tab and Shift+Tab go round the dialog "Register"
    When I press "Close" in the dialog "Register" with the keyboard
    Then no dialog "Register" is open
    And the keyboard focus is on "Register" in the site header

  Scenario: The security check keeps the focus, and Escape gives it back to the login popup
    When I open the portal at "/"
    And I press "Log in" in the site header with the keyboard
    And I fill the login username with "player1"
    And I fill the login password with "pass1234"
    And I press "Log in" in the dialog "Log in" with the keyboard
    Then the keyboard focus is inside the dialog "Security check"
    And Tab and Shift+Tab go round the dialog "Security check"
    When I press the key "Escape"
    Then no dialog "Security check" is open
    And the keyboard focus is on "Log in" in the dialog "Log in"

  Scenario: The notice modal keeps the focus, and Escape gives it back
    When I open the portal at "/"
    And I press "All announcements" in the notice marquee with the keyboard
    Then the keyboard focus is inside the dialog "Announcements"
    And Tab and Shift+Tab go round the dialog "Announcements"
    When I press the key "Escape"
    Then no dialog "Announcements" is open
    And the keyboard focus is on "All announcements" in the notice marquee

  Scenario: The chat room takes the focus, and closing it gives the focus back to its launcher
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I press the chat launcher with the keyboard
    Then the keyboard focus is inside the chat room window
    And Tab reaches "Minimise chat room", "Enlarge chat room" and "Close chat room" in the chat room window
    When I press the key "Escape"
    Then the chat room window is closed
    And the keyboard focus is on the chat launcher

  Scenario: Every entry of the side menu is reachable by Tab
    When I open the portal at "/"
    And I open the side menu providers of "Slots"
    Then Tab reaches every button and link of the side menu

  @phone
  Scenario: The phone's bottom bar by keyboard: the current place marked, log in for a visitor
    When I open the portal at "/"
    Then the bottom bar offers "Home, Games, Promotions, Log in"
    And the bottom bar marks "Home" as the current page
    When I press "Promotions" in the bottom bar with the keyboard
    Then the address bar shows "/promotions"
    And the bottom bar marks "Promotions" as the current page
    When I press "Log in" in the bottom bar with the keyboard
    Then the keyboard focus is inside the dialog "Log in"
    When I press the key "Escape"
    Then no dialog "Log in" is open
    And the keyboard focus is on "Log in" in the bottom bar

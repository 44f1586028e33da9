@spec1-2.5 @spec1-4 @spec2-2
Feature: Left side bar
  Home, one entry per game category that has vendors (server order, esports split from sports),
  each with an 'all' entry and its vendors; promotions, language, the customer-service and
  app-download sub-menus, social links and a collapse toggle. Choosing an entry filters the lobby,
  starts a game or navigates as spec 1 §4 "Left bar" says.

  @spec2-3 @spec2-7
  Scenario: The categories that have vendors, in server order
    When I open the portal at "/"
    Then the side menu lists the game categories "E-Lottery, Lottery, Live casino, Sports, Fishing, Slots, Card games, Esports"

  @spec1-1
  Scenario: Esports vendors are taken out of sports
    When I open the portal at "/"
    And I open the side menu providers of "Sports"
    And I open the side menu providers of "Esports"
    Then the side menu providers of "Sports" are "All Sports, SBOBET, Saba Sports, CMD368, BTi Sports"
    And the side menu providers of "Esports" are "All Esports, AVIA Esports, IM Esports, TF Gaming, IA Esports"

  Scenario: No game categories when the vendors cannot be had
    Given the call "vendors" drops the connection
    When I open the portal at "/"
    Then the side menu lists no game categories
    And the side menu offers "Home"
    And the side menu offers "Promotions"

  Scenario Outline: The <category> category filters the lobby and opens <address>
    When I open the portal at "/"
    And I choose the side menu entry "<category>"
    Then the address bar shows "<address>"

    Examples:
      | category    | address   |
      | Live casino | /live     |
      | Sports      | /sports   |
      | Fishing     | /fish     |
      | Slots       | /rng      |
      | Card games  | /pvp      |
      | Esports     | /esports  |

  Scenario Outline: <vendor> (its own game list, or fishing) opens <address> filtered by vendor
    When I open the portal at "/"
    And I open the side menu providers of "<category>"
    And I choose the side menu provider "<vendor>" of "<category>"
    Then the address bar shows "<address>"

    Examples:
      | category   | vendor       | address            |
      | Slots      | PG Soft      | /rng?vendor=PG     |
      | Card games | V8 Poker     | /pvp?vendor=V8     |
      | Fishing    | JILI Fishing | /fish?vendor=JILI  |

  Scenario: The 'all' entry opens the category page without a vendor, and Home goes back
    When I open the portal at "/"
    And I open the side menu providers of "Slots"
    And I choose the side menu provider "PG Soft" of "Slots"
    And I choose the side menu provider "All Slots" of "Slots"
    Then the address bar shows "/rng"
    When I choose the side menu entry "Home"
    Then the address bar shows "/"

  @spec1-6
  Scenario: A lottery category starts its first game directly (a visitor is asked to log in)
    When I open the portal at "/"
    And I choose the side menu entry "E-Lottery"
    Then the shell shows the dialog "Log in"
    And the address bar shows "/"

  Scenario: A lottery category starts its first game directly (a member: its lottery page)
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I choose the side menu entry "Lottery"
    Then the address bar shows "/lottery?gameCode=CQSSC&playType=SSC_5D_DIRECT"

  Scenario: Any other vendor starts its game and the bar collapses for a member
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I open the side menu providers of "Live casino"
    And I choose the side menu provider "Evolution" of "Live casino"
    Then the game frame shows a game of "EVO"
    When I press "Close the game"
    Then the side menu is collapsed

  @spec1-6
  Scenario: A visitor starting a vendor's game is asked to log in and the bar stays open
    When I open the portal at "/"
    And I open the side menu providers of "Sports"
    And I choose the side menu provider "SBOBET" of "Sports"
    Then the shell shows the dialog "Log in"
    And the side menu is expanded

  @spec1-6
  Scenario: A trial account starting a game is told it needs a real account
    Given a trial account has started free play elsewhere
    When I open the portal with that token at "/"
    And I choose the side menu entry "E-Lottery"
    Then the shell shows the message box "This needs a real account. Please register or log in with your own account."

  Scenario: The collapse toggle
    When I open the portal at "/"
    Then the side menu is expanded
    When I press "Collapse the side menu" in the side menu
    Then the side menu is collapsed
    And the side menu offers "Slots"
    When I press "Expand the side menu" in the side menu
    Then the side menu is expanded

  Scenario Outline: The bar starts collapsed on <path>
    When I open the portal at "<path>"
    Then the side menu is collapsed

    Examples:
      | path       |
      | /seamless  |
      | /vnlottery |

  Scenario: Leaving a collapsed route opens the bar again
    When I open the portal at "/seamless"
    And I choose the side menu entry "Slots"
    Then the address bar shows "/rng"
    And the side menu is expanded

  @spec1-1
  Scenario Outline: The language selector needs more than one language (<languages>)
    Given the site offers only the languages "<languages>"
    When I open the portal at "/"
    Then the side menu offers <count> languages

    Examples:
      | languages  | count |
      | EN         | no    |
      | TY, EN     | 2     |
      | TY, EN, JA | 3     |

  @spec1-2.6 @spec1-2.13
  Scenario: The customer-service sub-menu
    When I open the portal at "/"
    And I press "Service centre" in the side menu
    Then the side menu offers "Customer service"
    And the side menu offers "Platform messages"
    And the side menu offers "Announcements"
    And the side menu offers "Help centre"
    When I press "Customer service" in the side menu
    Then a customer-service window opens on the "live" service sized 440x750

  @spec1-2.13
  Scenario: Announcements open the notice modal
    When I open the portal at "/"
    And I press "Service centre" in the side menu
    And I press "Announcements" in the side menu
    Then the shell shows the dialog "Announcements"

  Scenario: Platform messages need a login
    When I open the portal at "/"
    And I press "Service centre" in the side menu
    And I press "Platform messages" in the side menu
    Then the shell shows the dialog "Log in"

  Scenario: The help centre entry
    When I open the portal at "/"
    And I press "Service centre" in the side menu
    And I choose the side menu entry "Help centre"
    Then the address bar shows "/helpmc"
    And the page shows the "Help centre" section

  @spec2-9
  Scenario: App download shows the Android and iOS QR codes
    When I open the portal at "/"
    Then the side menu shows no QR code
    When I press "App download" in the side menu
    Then the side menu shows the QR code "Android download QR code"
    And the side menu shows the QR code "iOS download QR code"
    When I choose the side menu entry "Install guides"
    Then the address bar shows "/down"

  Scenario: Social links of the site
    When I open the portal at "/"
    Then the side menu links "Facebook" to "https://facebook.com/portal.demo"
    And the side menu links "Instagram" to "https://instagram.com/portal.demo"
    And the side menu links "Telegram" to "https://t.me/portal_demo"

  @spec2-3
  Scenario: A category without vendors has no entry
    Given the game category "FISH" has no vendors
    When I open the portal at "/"
    Then the side menu lists the game categories "E-Lottery, Lottery, Live casino, Sports, Slots, Card games, Esports"

  Scenario: A category the server leaves out has no entry
    Given the server leaves out the game category "LIVE"
    When I open the portal at "/"
    Then the side menu lists the game categories "E-Lottery, Lottery, Sports, Fishing, Slots, Card games, Esports"

  @spec2-9
  Scenario: No app download and no social links when the site has no resources
    Given the site offers no resources
    When I open the portal at "/"
    Then the side menu has no social links
    When I press "App download" in the side menu
    Then the side menu shows no QR code
    And the side menu says "The app is not available for download yet."

  @spec2-9
  Scenario: Only the resources the site has: the Android download and Telegram
    Given the site offers only the resources "Android, TELEGRAM"
    When I open the portal at "/"
    Then the side menu links "Telegram" to "https://t.me/portal_demo"
    And the side menu does not link "Facebook"
    And the side menu does not link "Instagram"
    When I press "App download" in the side menu
    Then the side menu shows the QR code "Android download QR code"
    And the side menu does not show the QR code "iOS download QR code"

  @phone
  Scenario: On a phone the side bar is a drawer behind the menu button, by keyboard
    When I open the portal at "/"
    Then the side menu is hidden
    When I press "Menu" in the site header with the keyboard
    Then the keyboard focus is inside the side menu
    And Tab and Shift+Tab go round the side menu
    When I press the key "Escape"
    Then the side menu is hidden
    And the keyboard focus is on "Menu" in the site header
    When I press "Menu" in the site header with the keyboard
    And I close the side menu by its backdrop
    Then the side menu is hidden
    When I press "Menu" in the site header with the keyboard
    And I choose the side menu entry "Slots"
    Then the address bar shows "/rng"
    And the side menu is hidden

  @phone @motion
  Scenario: On a phone the drawer slides open with the focus inside it, and Escape closes it
    When I open the portal at "/"
    And I press "Menu" in the site header with the keyboard
    Then the keyboard focus is inside the side menu
    When I press the key "Escape"
    Then the side menu is hidden
    And the keyboard focus is on "Menu" in the site header

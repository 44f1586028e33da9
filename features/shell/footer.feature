@spec1-2.6 @spec2-2
Feature: Footer, floating service widget and help
  The footer has four blocks (about, affiliates with a start button that opens customer service,
  payment methods, responsibility), a game providers strip and a copyright line; the floating
  widget toggles customer service, app download and Telegram; the help centre and the user
  protocol are linked.

  Scenario: The footer's blocks, providers and copyright
    When I open the portal at "/"
    Then the site footer has the blocks "About, Affiliates, Payment methods, Responsible gaming"
    And the site footer lists the game provider "PG Soft"
    And the site footer lists the game provider "Evolution"
    And the site footer lists the game provider "AVIA Esports"
    And the site footer shows the copyright line

  @phone
  Scenario: On a phone the end of the page scrolls clear of the service widget
    When I open the portal at "/"
    Then scrolled to its end, the page shows the copyright line clear of the service widget

  Scenario: The affiliates' start button opens customer service
    When I open the portal at "/"
    And I press "Start now" in the site footer
    Then a customer-service window opens on the "live" service sized 440x750

  @spec1-6
  Scenario: The affiliates' start button opens VIP service for a club rank above 4
    Given "vip0001" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I press "Start now" in the site footer
    Then a customer-service window opens on the "vip" service sized 440x750

  Scenario: No providers strip when the vendors cannot be had
    Given the call "vendors" drops the connection
    When I open the portal at "/"
    Then the site footer lists no game providers
    And the site footer has the blocks "About, Affiliates, Payment methods, Responsible gaming"

  Scenario: The user protocol link
    When I open the portal at "/"
    And I follow the link "User protocol" in the site footer
    Then the address bar shows "/help"
    And the page shows the "User protocol" section
    And I see the heading "1. Your account"

  Scenario: The service widget toggles
    When I open the portal at "/"
    Then the service widget menu is closed
    When I toggle the service widget
    Then the service widget menu is open
    And the service widget offers "Customer service"
    And the service widget offers "App download"
    And the service widget links "Telegram" to "https://t.me/portal_demo"
    When I toggle the service widget
    Then the service widget menu is closed

  Scenario: Customer service from the widget
    When I open the portal at "/"
    And I toggle the service widget
    And I choose "Customer service" in the service widget
    Then a customer-service window opens on the "live" service sized 440x750

  Scenario: App download from the widget
    When I open the portal at "/"
    And I toggle the service widget
    And I choose "App download" in the service widget
    Then the address bar shows "/down"
    And the page shows the "App download" section

  @spec2-7
  Scenario: The help centre shows its articles
    When I open the portal at "/helpmc"
    Then the page shows the "Help centre" section
    And the help centre lists the topics "How do I register?, How do I deposit?, Responsible gaming"
    And the help article "How do I register?" is shown
    When I choose the help topic "How do I deposit?"
    Then the help article "How do I deposit?" is shown

  @spec2-8
  Scenario: The help centre when its call fails, and again
    Given the call "helpCenter" drops the connection
    When I open the portal at "/helpmc"
    Then I see the alert "The help centre could not be loaded."
    When the call "helpCenter" answers again
    And I press "Try again"
    Then the help article "How do I register?" is shown

  Scenario: The widget has no Telegram entry when the site has no Telegram link
    Given the site offers only the resources "Android, MOBILECONFIG"
    When I open the portal at "/"
    And I toggle the service widget
    Then the service widget does not offer "Telegram"

  @spec2-7
  Scenario: A hostile help-centre article runs no script
    Given the help centre serves a hostile article
    When I open the portal at "/helpmc"
    Then the help article "Hostile article" is shown
    When I click what the help article offers
    Then the help article ran no script and keeps its safe parts

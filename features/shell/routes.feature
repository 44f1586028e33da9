@spec1-2 @spec1-2.2 @spec2-2
Feature: Route table and layout parts
  Every route of the table shows its own layout parts; sections whose feature comes later say so
  honestly.

  Scenario Outline: <path> shows its layout parts
    When I open the portal at "<path>"
    Then the page shows the "<section>" section
    And the site header is <header>
    And the side menu is <side menu>
    And the site footer is <footer>
    And the service widget is <widget>

    Examples:
      | path          | section              | header | side menu | footer | widget |
      | /             | Home                 | shown  | shown     | shown  | shown  |
      | /index        | Home                 | shown  | shown     | shown  | shown  |
      | /index.html   | Home                 | shown  | shown     | shown  | shown  |
      | /home         | Home                 | shown  | shown     | shown  | shown  |
      | /register     | Create account       | shown  | hidden    | hidden | hidden |
      | /register.html| Create account       | shown  | hidden    | hidden | hidden |
      | /pointMall    | Point mall           | shown  | hidden    | shown  | hidden |
      | /lottery      | Lottery              | shown  | hidden    | hidden | hidden |
      | /vnlottery    | Vietnam lottery      | shown  | shown     | hidden | hidden |
      | /elott        | Electronic lottery   | shown  | shown     | shown  | hidden |
      | /rng          | Games lobby          | shown  | shown     | shown  | hidden |
      | /pvp          | Games lobby          | shown  | shown     | shown  | hidden |
      | /live         | Games lobby          | shown  | shown     | shown  | hidden |
      | /fish         | Games lobby          | shown  | shown     | shown  | hidden |
      | /sports       | Games lobby          | shown  | shown     | shown  | hidden |
      | /esports      | Games lobby          | shown  | shown     | shown  | hidden |
      | /inhouse      | Games lobby          | shown  | shown     | shown  | hidden |
      | /promotions   | Promotions           | shown  | shown     | shown  | hidden |
      | /promoDetail  | Promotion not found  | shown  | shown     | shown  | hidden |
      | /seamless     | Seamless games       | shown  | shown     | hidden | hidden |
      | /helpmc       | Help centre          | hidden | hidden    | hidden | hidden |
      | /help         | User protocol        | shown  | hidden    | shown  | hidden |
      | /down         | App download         | shown  | shown     | shown  | hidden |
      | /game         | Game                 | shown  | hidden    | hidden | hidden |

  Scenario: An unknown address goes home
    When I open the portal at "/no-such-page"
    Then the address bar shows "/"
    And the page shows the "Home" section

  Scenario: A section that fails to load reports the error
    Given the "egame" section cannot be downloaded
    When I open the portal at "/rng"
    Then I see the alert "This page could not be loaded."
    And the failure of the section is reported

  Scenario: Navigating to the page already shown adds no history entry
    When I open the portal at "/"
    And I follow the link "Home" in the side menu
    Then the browser history did not grow

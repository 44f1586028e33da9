@spec1-3 @spec2-2 @spec1-2.13 @notice-popups
Feature: Announcement popups
  Popups of the announcements open in the notice modal: those of execution B for visitors, A after
  a login (F on a first login). Session storage index_notice remembers them so a popup is not
  repeated in the session.

  Scenario: A visitor sees the popups of execution B once per session
    When I open the portal at "/"
    Then the notices dialog "Announcement" is open
    And the notice list shows the titles "Welcome to the portal, Scheduled maintenance"
    And the notice list has no pages
    And the session remembers the popups "PU-1, PU-2" as shown
    When I press "Close"
    And I reload the page
    Then no notices dialog opens

  Scenario: A member who arrives logged in sees the popups of execution A, whose script does not run
    Given I watch for script run by announcements
    And "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the notices dialog "Announcement" is open
    And the notice list shows the titles "Daily reload 10%, Security notice"
    When I read every notice of the list that carries active markup and click what it offers
    Then no announcement script has run
    And the session remembers the popups "PU-3, PU-4" as shown

  Scenario: A popup list closes with Escape and does not come back on another page
    When I open the portal at "/"
    And I press Escape in the notices dialog
    Then the notices dialog "Announcement" is closed
    When I open the portal at "/rng"
    Then no notices dialog opens

  Scenario: A first login also shows the popups of execution F
    Given the visitor popups were already seen in this session
    And "player1" has never logged in before
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "player1" with password "pass1234"
    Then the notices dialog "Announcement" is open
    And the notice list shows the titles "Daily reload 10%, Security notice, First login guide"
    And the session remembers the popups "PU-1, PU-2, PU-3, PU-4, PU-5" as shown

  Scenario: A later login shows the popups of execution A only
    Given the visitor popups were already seen in this session
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "player1" with password "pass1234"
    Then the notices dialog "Announcement" is open
    And the notice list shows the titles "Daily reload 10%, Security notice"

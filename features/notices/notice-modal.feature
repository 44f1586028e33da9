@spec1-2.13 @spec2-2 @spec1-2.7
Feature: Notice modal
  Announcements show 9 per page: their titles on the left, the selected one's title, date
  (yyyy-MM-dd hh:mm:ss) and content on the right. The selection is kept and the page follows it.
  It is a modal without a background: it behaves like every modal of the portal.

  Scenario: Announcements are paged 9 per page and going to a page selects its first notice
    When I open the portal at "/"
    And I open all announcements
    Then the notices dialog "Announcements" is open
    And the notice list shows 9 titles
    And the notice page "Page 1" is current
    And the notice page button "Previous page" is disabled
    And notice 1 is selected and shown
    When I choose the notice page "Next page"
    Then the notice page "Page 2" is current
    And the notice list shows 9 titles
    And notice 10 is selected and shown
    When I choose the notice page "Page 3"
    Then the notice list shows 6 titles
    And notice 19 is selected and shown
    And the notice page button "Next page" is disabled
    When I choose the notice page "Previous page"
    Then notice 10 is selected and shown

  Scenario: The selected notice is kept when the modal opens again, on its page
    When I open the portal at "/"
    And I open all announcements
    And I choose the notice page "Page 2"
    And I choose notice 14 in the list
    Then notice 14 is selected and shown
    When I press Escape in the notices dialog
    And I open all announcements
    Then the notice page "Page 2" is current
    And notice 14 is selected and shown

  @spec1-9
  Scenario: Dates read yyyy-MM-dd hh:mm:ss
    When I open the portal at "/"
    And I open all announcements
    Then the shown notice has its date as yyyy-MM-dd hh:mm:ss
    When I choose the notice page "Page 3"
    And I choose notice 24 in the list
    Then the shown notice has its date as yyyy-MM-dd hh:mm:ss

  Scenario: Hostile announcements run no script, handler, frame or script link
    Given I watch for script run by announcements
    When I open the portal at "/"
    And I open all announcements
    And I read every notice of the list that carries active markup and click what it offers
    Then no announcement script has run

  Scenario: Escape closes the modal and the focus returns to the opener
    When I open the portal at "/"
    And I open all announcements
    Then the notices dialog "Announcements" is open
    And the notices focus is on the button "Close"
    When I press Escape in the notices dialog
    Then the notices dialog "Announcements" is closed
    And the notices focus is on the button "All announcements"

  Scenario: The close button closes the modal
    When I open the portal at "/"
    And I open all announcements
    And I press "Close"
    Then the notices dialog "Announcements" is closed

  Scenario: A click outside the modal closes it
    When I open the portal at "/"
    And I open all announcements
    And I click outside the notices dialog
    Then the notices dialog "Announcements" is closed

  Scenario: The keyboard focus stays inside the modal
    When I open the portal at "/"
    And I open all announcements
    And I press Tab 20 times in the notices dialog
    Then the focus is inside the notices dialog "Announcements"
    When I press "Close"
    And I open all announcements
    And I press Shift+Tab in the notices dialog
    Then the notices focus is on the link "See promotions"

  Scenario: The page behind is locked while the modal is open and comes back to its place
    Given the notice page window is 500 pixels high
    When I open the portal at "/"
    And I scroll the notice page down by 120 pixels
    And I open all announcements
    Then the page behind the notices dialog does not scroll
    When I press Escape in the notices dialog
    Then the notice page is back at 120 pixels from the top

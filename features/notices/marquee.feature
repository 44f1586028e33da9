@spec2-2 @spec1-1
Feature: Marquee of player notices
  The player notices of the announcements (type PL) scroll by under the banner on every route with
  a header. They stop while hovered or focused, with their pause toggle, and do not move at all
  for users who prefer reduced motion. A title opens the notice modal at that notice.

  @motion
  Scenario: The marquee shows every player notice and moves
    When I open the portal at "/"
    Then the notice marquee shows every player notice
    And the notice marquee is moving

  Scenario: The marquee shows on routes with a header but no banner
    When I open the portal at "/promotions"
    Then the notice marquee shows every player notice

  @motion
  Scenario: The marquee stops while the pointer rests on it
    When I open the portal at "/"
    And I rest the pointer on the notice marquee
    Then the notice marquee stands still

  @motion
  Scenario: The marquee stops while it has the keyboard focus
    When I open the portal at "/"
    And I move the keyboard focus onto the notice marquee
    Then the notice marquee stands still

  @motion
  Scenario: The pause toggle stops the marquee
    When I open the portal at "/"
    And I press the notice marquee pause toggle
    Then the notice marquee stands still
    When I press the notice marquee pause toggle
    Then the notice marquee is moving

  Scenario: Nothing moves for users who prefer reduced motion
    Given the banners and notices are seen with reduced motion
    When I open the portal at "/"
    Then the notice marquee shows every player notice
    And the notice marquee stands still

  @spec1-2.13
  Scenario: A player notice opens the notice modal at that notice, on its page
    Given I watch for script run by announcements
    When I open the portal at "/"
    And I choose player notice 11 in the marquee
    Then the notices dialog "Player notices" is open
    And notice 11 is selected and shown
    And the notice page "Page 2" is current
    And the notice list shows 3 titles

  Scenario: A hostile player notice runs no script
    Given I watch for script run by announcements
    When I open the portal at "/"
    And I choose player notice 1 in the marquee
    And I read every notice of the list that carries active markup and click what it offers
    Then no announcement script has run

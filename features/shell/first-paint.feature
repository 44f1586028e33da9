@spec1-2.1 @spec1-3
Feature: First paint before the portal
  The page paints a loading frame of the portal before its code has arrived. On a page with a
  banner, that frame shows the page's first banner, and the portal's code is asked for once that
  banner has painted: on a slow line the banner's few kilobytes do not share it with the code.

  Scenario: The home page paints its first banner before the portal's code is asked for
    Given the page's first paint is watched
    When I open the portal at "/"
    Then the loading frame painted the first banner of the group "/"
    And the portal's code was asked for after that banner had painted
    And I see the site header
    And the loading frame is gone

  Scenario: A page without a banner paints none, and the portal follows
    Given the page's first paint is watched
    When I open the portal at "/lottery"
    Then the loading frame painted no banner
    And I see the site header
    And the loading frame is gone

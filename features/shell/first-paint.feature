@spec1-2.1 @spec1-3
Feature: First paint before the portal
  The page paints a loading frame of the portal before its code has arrived, and the portal's
  code is asked for at that first paint. On a page with a banner, that frame shows the page's first
  banner, and the page's own files (its texts and sections) are asked for once that banner has
  painted: on a slow line the banner's few kilobytes share it with one stream, not seven.

  Scenario: The home page paints its first banner before the page's own files are asked for
    Given the page's first paint is watched
    When I open the portal at "/"
    Then the loading frame painted the first banner of the group "/"
    And the page's own files were asked for after that banner had painted
    And I see the site header
    And the loading frame is gone

  Scenario: A page without a banner paints none, and the portal follows
    Given the page's first paint is watched
    When I open the portal at "/lottery"
    Then the loading frame painted no banner
    And I see the site header
    And the loading frame is gone

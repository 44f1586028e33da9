@spec1-2.1 @spec1-3
Feature: First paint before the portal
  The page paints a loading frame of the portal before its code has arrived. On a page with a
  banner, that frame shows the page's first banner, and the page's own files (its texts and
  sections) are asked for once that banner has painted: on a slow line the banner's few kilobytes
  share it with one stream, not seven. The portal's code waits for the banner too, except on a slow
  line (the page's first byte, or the start's first answer, later than 100 ms), where it is asked
  for at once rather than leave the line idle while the banner comes. (On a fast line, where the
  wait is a moment, and for a slow first byte, the unit tests check it: a busy test machine may
  answer slowly.)

  Scenario: The home page paints its first banner before the page's own files are asked for
    Given the page's first paint is watched
    When I open the portal at "/"
    Then the loading frame painted the first banner of the group "/"
    And the page's own files were asked for after that banner had painted
    And I see the site header
    And the loading frame is gone

  Scenario: On a slow line the portal's code is asked for before the first banner has painted
    Given the page's first paint is watched
    And the start's calls take 300 ms to answer
    When I open the portal at "/"
    Then the loading frame painted the first banner of the group "/"
    And the portal's code was asked for before that banner had painted
    And the page's own files were asked for after that banner had painted
    And I see the site header

  Scenario: A page without a banner paints none, and the portal follows
    Given the page's first paint is watched
    When I open the portal at "/lottery"
    Then the loading frame painted no banner
    And I see the site header
    And the loading frame is gone

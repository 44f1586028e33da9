@spec2-7 @spec1-2.13
Feature: Hostile server HTML
  Help-centre articles and announcements are HTML from the server. They go through one sanitising
  policy, whichever engine the browser offers: its HTML Sanitizer API, or DOMPurify where it has
  none. A public corpus of XSS, mXSS and DOM-clobbering vectors (fixtures/xss-corpus) runs no
  script, leaves no handler, script address or active element, clobbers no name of the page, and
  the portal keeps working after every article. The corpus's own markup (images without alt text,
  by design) is test content, not the portal's UI, so these scenarios skip the accessibility check.

  @no-a11y-check
  Scenario Outline: The hostile corpus as help articles, sanitised by <engine>
    Given server HTML is sanitised by "<engine>"
    And the help centre serves the hostile corpus in articles of 40 vectors
    When I open the portal at "/helpmc"
    And I read every hostile help article
    Then the hostile markup ran nothing, kept nothing active and clobbered no name
    And the hostile markup was sanitised by "<engine>"
    And the portal still works: the announcements open and close

    Examples:
      | engine                      |
      | the browser's Sanitizer API |
      | DOMPurify                   |

  # The corpus is broken on purpose (images without alt...): no accessibility check on it.
  @no-a11y-check
  Scenario: Clobbering announcements leave the notice modal working
    Given server HTML is sanitised by "the browser's Sanitizer API"
    And the announcements are the corpus's clobbering vectors, 3 notices
    When I open the portal at "/"
    And I open all announcements
    And I read every hostile announcement
    Then the hostile markup ran nothing, kept nothing active and clobbered no name
    And the hostile markup was sanitised by "the browser's Sanitizer API"
    And the portal still works: the announcements open and close

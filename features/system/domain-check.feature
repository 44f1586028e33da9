@spec2-8 @spec1-7 @spec1-3
Feature: The domain check at start
  At start the portal compares its host with the platform's domains: the status answer's main
  domain and domain route, then the domain list (asked once a session and kept under "routers").
  A host none of them names gets a blocking page with "Invalid URL, please contact customer
  service". A domain list that cannot be had locks no player out: the portal opens.

  Scenario: A mirror host named by the domain list opens the portal
    Given the platform's domains are "lucky.example, www.lucky.example, 127.0.0.1"
    When I open the portal at "/"
    Then I see the site header
    And the session keeps the domain list "lucky.example, www.lucky.example, 127.0.0.1"

  Scenario: A host the platform does not serve gets the blocking page
    Given the platform's domains are "lucky.example, www.lucky.example"
    When I open the portal at "/rng"
    Then I see the heading "Invalid URL"
    And I see the text "Invalid URL, please contact customer service"
    And I do not see the site header
    When I press "Contact Us"
    Then a customer-service window opens on the "live" service sized 440x750

  Scenario: The blocking page follows the stored language
    Given the platform's domains are "lucky.example"
    And my stored language is "TY"
    When I open the portal at "/"
    Then I see the text "Hindi wastong URL, pakikontak ang customer service"
    And I see the button "Makipag-ugnayan sa Amin"

  Scenario: A failed domain list locks no player out
    Given the platform's domains are "lucky.example"
    And the call "domainRoute" answers "#727" with the message "System busy"
    When I open the portal at "/"
    Then I see the site header
    And the session keeps no domain list

@spec1-2.1 @spec1-4 @spec1-8 @spec2-8
Feature: Start-up system status
  On start the portal asks the server for the system status and shows the normal application,
  the System Maintenance page or the IP Restriction page. Maintenance wins over region restriction.

  Scenario: Normal start shows the application
    When I open the portal at "/"
    Then I see the site header
    And I see the side menu
    And I do not see the heading "System Maintenance"

  Scenario: Maintenance with a known end time
    Given the system is under maintenance until "2030-01-01T06:30:00Z"
    When I open the portal at "/"
    Then I see the heading "System Maintenance"
    And I see the text "RESTRICTION OF VISIT"
    And I see the maintenance end time "2030-01-01T06:30:00Z"
    And I see the text "Due to restriction of your location or IP address, you are not allowed to access the site."
    And I see the button "Contact Us"
    And I do not see the site header

  Scenario: Maintenance without an end time
    Given the system is under maintenance
    When I open the portal at "/rng"
    Then I see the heading "System Maintenance"
    And I do not see the text "Maintenance ends at"

  Scenario: Region restriction shows the visitor's IP address and country
    Given the visitor is region restricted with IP "198.51.100.23" in "Narnia"
    When I open the portal at "/"
    Then I see the heading "IP Restriction"
    And I see the text "198.51.100.23"
    And I see the text "Narnia"
    And I see the text "Due to restriction of your location or IP address, you are not allowed to access the site."
    And I see the button "Contact Us"

  Scenario: Maintenance wins over region restriction
    Given the mock scenario preset "maintenance-and-region"
    When I open the portal at "/"
    Then I see the heading "System Maintenance"
    And I do not see the heading "IP Restriction"

  @spec1-9 @spec2-9 @spec1-2.6
  Scenario: Contact Us opens customer service in a 440x750 window
    Given the system is under maintenance
    When I open the portal at "/"
    And I press "Contact Us"
    Then a customer-service window opens on the "live" service sized 440x750

  Scenario: Start-up survives a dropped connection
    Given the call "systemStatus" drops the connection
    When I open the portal at "/"
    Then I see the alert "Network link is abnormal, please try again"
    When the call "systemStatus" answers again
    And I press "Try again"
    Then I see the site header

  Scenario: Status pages follow the stored language
    Given the system is under maintenance
    And my stored language is "TY"
    When I open the portal at "/"
    Then I see the heading "Pagpapanatili ng Sistema"
    And I see the button "Makipag-ugnayan sa Amin"

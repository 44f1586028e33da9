@mock-panel
Feature: The mock's scenario panel
  Wherever the mock backend serves the portal, its host adds a "Mock scenarios" button (and the
  shortcut Alt+Shift+M) that opens a panel steering the mock through its control API: presets,
  system status, flags, faults, the back office, the clock, the scenario as JSON and curl. The
  production build a real backend gets holds none of it.

  Scenario: From the keyboard, a preset puts the portal into maintenance and a reset brings it back, without a reload
    When I open the portal at "/"
    Then I see the site header
    When I open the mock scenarios panel with Alt+Shift+M
    And I choose the mock preset "maintenance" in the panel
    Then I see the heading "System Maintenance"
    And the mock scenarios panel is open
    When I reset the mock from the panel
    Then I see the site header
    And I do not see the heading "System Maintenance"
    And the portal has not reloaded since the panel opened
    When I close the mock scenarios panel with Escape
    Then I see the site header

  Scenario: The mock clock moves past a paid withdrawal's deadline: it counts as received
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Withdraw" in the member centre
    Then the withdrawal "WD-1" is "Paid" and counts down to its receipt
    When I open the mock scenarios panel with Alt+Shift+M
    And I move the mock clock forward by "+30 minutes" in the panel
    Then the panel lists "player1: WD-1 counts as received (not confirmed in time)"
    When I close the mock scenarios panel with Escape
    Then the withdrawal "WD-1" is "Received" and says "Counted as received because it was not confirmed in time: the deposit is not refunded."

  Scenario: The production build holds none of the panel; the mock host adds it
    Then the portal's build holds none of the scenario panel's texts
    When I open the portal at "/"
    Then I see the button "Mock scenarios"

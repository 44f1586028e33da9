@spec1-2.4 @spec1-4 @spec1-9 @spec2-2 @spec2-3 @spec2-4 @spec2-9
Feature: Header balance
  The balance (sum of the wallets) shows with 2 decimals, thousands separators and the currency
  symbol. It loads at login and every 60 s while logged in (paused while the tab is hidden, see
  the unit tests); it can be hidden, and the refresh icon fetches it at once, showing the
  updating state.

  Scenario: The balance is formatted with its currency symbol
    Given "agent01" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the header balance shows "₱88,000.00"

  Scenario: Hiding and showing the balance
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the header balance shows "₱12,345.67"
    And the balance toggle "Hide balance" is not pressed
    When I press "Hide balance"
    Then the header balance shows "******"
    And the header balance does not show "₱12,345.67"
    And the balance toggle "Hide balance" is pressed
    When I press "Hide balance"
    Then the header balance shows "₱12,345.67"

  Scenario: The refresh icon fetches the new balance and shows the updating state
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the header balance shows "₱12,345.67"
    Given the call "balance" takes 1500 ms
    When the wallet of member 1001 now holds 2500.5
    And I press "Refresh balance"
    Then the header balance shows "Updating…"
    And the header has a "Updating balance" button
    And the header balance shows "₱2,500.50"
    And the header has a "Refresh balance" button

  Scenario: A failed refresh keeps the last balance
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    Then the header balance shows "₱12,345.67"
    Given the call "balance" drops the connection
    When I press "Refresh balance"
    Then the header has a "Refresh balance" button
    And the header balance shows "₱12,345.67"

@spec2-2 @spec2-3 @spec2-9
Feature: Deposit
  The member centre's deposit page (depositv2): the channels with their limits (a closed one is
  shown but cannot be chosen), amount presets, the amount checked against the chosen channel's
  limits (what was typed stays, the limit is named), the request and its order (PENDING), and the
  member's recent deposits: pending, credited, or failed with the reason. While a deposit is
  pending the list updates by itself; a message about it arrives in the inbox.

  Background:
    Given "player1" has logged in elsewhere with password "pass1234"

  Scenario: A preset deposit through an open channel is pending, then credited without a reload
    When I open "Deposit" in the member centre
    Then the member centre shows "Deposit"
    And the deposit channels are "BDO bank transfer, GCash, Maya QR, USDT (TRC20)"
    And the deposit channel "BDO bank transfer" is chosen with the limits "₱100.00 – ₱50,000.00"
    And the deposit channel "USDT (TRC20)" is closed and cannot be chosen
    And the recent deposit "DP-3" shows "Failed (Payment not received by the channel)"
    When I choose the deposit channel "GCash"
    And I press the deposit preset "₱1,000.00"
    Then the deposit amount holds "1000"
    When I press the deposit button
    Then the deposit result shows the amount "₱1,000.00" and the status "Pending"
    And I see the text "We will send a message to your inbox when the deposit is credited or if it fails."
    And the first recent deposit is the result's order, "GCash", "₱1,000.00", "Pending"
    When the back office credits the latest deposit of "player1"
    And I come back to the tab
    Then the first recent deposit shows "Credited"
    And the deposit result shows the amount "₱1,000.00" and the status "Credited"

  Scenario: A wrong amount keeps what was typed and names the channel's limit
    When I open "Deposit" in the member centre
    And I choose the deposit channel "Maya QR"
    And I type "49.99" as the deposit amount and press Enter
    Then the deposit amount shows the error "The minimum for this channel is ₱50.00."
    And the deposit amount holds "49.99"
    When I type "10,000.01" as the deposit amount and press Enter
    Then the deposit amount shows the error "The maximum for this channel is ₱10,000.00."
    When I type "12.345" as the deposit amount and press Enter
    Then the deposit amount shows the error "Please enter at most two decimals."
    When I type "abc" as the deposit amount and press Enter
    Then the deposit amount shows the error "Please enter the amount in digits, for example 500 or 500.50."
    And the deposit amount holds "abc"
    And the recent deposits list 3 orders

  Scenario: A busy system, a channel that closed meanwhile and a dropped connection are told
    Given the call "deposit" answers "#727" with the message "System busy" once
    When I open "Deposit" in the member centre
    And I type "500" as the deposit amount and press Enter
    Then I see the alert "The system is busy. Please try again in a moment."
    Given the call "deposit" answers "deposit.channel.closed" with the message "BDO bank transfer is closed at the moment" once
    When I press the deposit button
    Then I see the alert "This channel has just closed. Please choose another channel."
    Given the call "deposit" drops the connection
    When I press the deposit button
    Then I see the alert "Network link is abnormal, please try again"
    And the deposit amount holds "500"

  Scenario: The channels call fails, and a retry brings the channels
    Given the call "depositChannels" answers "#727" with the message "System busy" once
    When I open "Deposit" in the member centre
    Then I see the alert "The deposit channels could not be loaded."
    When I press "Try again"
    Then the deposit channels are "BDO bank transfer, GCash, Maya QR, USDT (TRC20)"

  Scenario: No deposit channel at all is said plainly
    Given the deposit channels answer no channel
    When I open "Deposit" in the member centre
    Then I see the text "No deposit channel is available right now. Please try again later or contact customer service."
    And the deposit page offers no amount field

  Scenario: A session that ended at the server stops the deposit and asks for the login
    When I open "Deposit" in the member centre
    And I type "500" as the deposit amount
    And the server ends that session
    And I press the deposit button
    Then the shell shows the message box "Your session has ended. Please log in again."
    And the session holds no token

  @phone
  Scenario: On a phone the deposit's channels and amount fit the screen and a preset deposit is sent
    When I open the portal with that token at "/?member=depositv2"
    Then the member centre shows "Deposit"
    And the heading "Deposit" and the field "Amount" are in the first screen
    And nothing is wider than the screen
    When I choose the deposit channel "GCash"
    And I press the deposit preset "₱1,000.00"
    And I press the deposit button
    Then the deposit result shows the amount "₱1,000.00" and the status "Pending"
    And the first recent deposit is the result's order, "GCash", "₱1,000.00", "Pending"
    And nothing is wider than the screen
    And every control in the dialog is at least 44 px each way

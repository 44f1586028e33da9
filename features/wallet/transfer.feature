@spec2-2 @spec2-3 @spec2-6
Feature: My wallet and the transfer to the upline
  My wallet (member centre transferFund) lists the main wallet and every vendor wallet with its
  balance; money moves into and out of a vendor wallet, "recall all" brings every vendor wallet's
  money back; seamless vendor wallets and a single-wallet site have no transfer controls. The
  amount is checked before anything is sent and kept when wrong; after a transfer the header's
  balance changes at once. The transfer to the upline needs toUpline and the payment password.

  Scenario: A failed load says so and loads again on retry
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "merchantWallet" drops the connection
    When I open "My wallet" in the member centre
    Then I see the alert "Your wallets could not be loaded. Network link is abnormal, please try again."
    When the call "merchantWallet" answers again
    And I press "Try again"
    Then my wallet shows "Main wallet" holding "₱12,345.67"
    And my wallet shows "PG Soft" without transfers

  Scenario: Money moves into and out of a vendor wallet and the header balance follows at once
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "My wallet" in the member centre
    Then my wallet shows "Evolution" holding "₱0.00"
    When the wallet of member 1001 now holds 2500.5
    And I transfer "100" into "Evolution"
    Then I see the text "Transferred ₱100.00."
    And my wallet shows "Evolution" holding "₱100.00"
    And my wallet shows "Main wallet" holding "₱2,400.50"
    And the header balance shows "₱2,500.50"
    When I transfer "40.25" out of "Evolution"
    Then my wallet shows "Evolution" holding "₱59.75"
    And my wallet shows "Main wallet" holding "₱2,440.75"

  Scenario Outline: A wrong amount is refused before sending, and what was typed stays
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "My wallet" in the member centre
    And I transfer "<typed>" into "SBOBET"
    Then I see the alert "<message>"
    And the amount field holds "<typed>"

    Examples:
      | typed    | message                                             |
      |          | Please enter an amount.                             |
      | 12abc    | Please enter a number, for example 100 or 100.50.   |
      | 1.005    | Please use at most two decimals.                    |
      | 20000.01 | The amount is more than the ₱12,345.67 available.   |

  Scenario: The server's insufficient balance is told
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "walletTransfer" answers "wallet.insufficient" with the message "Insufficient balance" once
    When I open "My wallet" in the member centre
    And I transfer "10" into "Playtech"
    Then I see the alert "There is not enough balance for this transfer."

  Scenario: Recall all names a wallet that failed, then brings everything back
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "My wallet" in the member centre
    And I transfer "100" into "Evolution"
    Then my wallet shows "Evolution" holding "₱100.00"
    Given the call "walletTransfer" answers "#727" with the message "System busy" once
    When I press "Recall all to the main wallet" on my wallet
    Then I see the alert "Could not recall from Evolution. The other game wallets' money is back in the main wallet."
    When I press "Recall all to the main wallet" on my wallet
    Then I see the text "The game wallets' money is back in the main wallet."
    And my wallet shows "Evolution" holding "₱0.00"
    And my wallet shows "Main wallet" holding "₱12,345.67"

  Scenario: A single-wallet site shows one wallet and no transfers
    Given "player1" has logged in elsewhere with password "pass1234"
    And the site keeps a single wallet for every game
    When I open "My wallet" in the member centre
    Then I see the text "This site keeps one wallet for every game, so there is nothing to transfer."
    And my wallet offers no transfers

  Scenario: My wallet speaks the member's language (TY)
    Given my stored language is "TY"
    And "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?member=transferFund"
    Then I see the heading "Aking wallet"
    And I see the text "Pangunahing wallet"
    And I see the button "Ibalik lahat sa pangunahing wallet"
    When I press "Ilipat"
    Then I see the alert "Maglagay ng halaga."

  Scenario: Without toUpline the transfer to the upline is not offered
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Transfer to upline" in the member centre
    Then the member centre shows "Transfer to upline"
    And I see the text "Transfers to the upline are not available for this account."

  Scenario: A downline member sends money to the upline with the payment password
    Given a member of the agent's downline has logged in elsewhere
    When I open "Transfer to upline" in the member centre
    Then I see the text "To your upline agent01"
    When I transfer "10" to my upline with the payment password "wrong"
    Then I see the alert "The payment password is incorrect."
    When I transfer "10" to my upline with the payment password "pay1234"
    Then I see the text "₱10.00 sent to agent01."

  Scenario: A session that ended while the wallet opens closes the centre and asks for the login
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "My account" in the member centre
    And the server ends that session
    And I choose "My wallet" in the member centre
    Then the member centre is closed
    And the login popup is open

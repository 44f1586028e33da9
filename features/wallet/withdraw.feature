@spec2-2 @spec2-3 @spec2-4 @spec2-5
Feature: Withdrawal and its confirmation
  The member centre's withdrawal page: the member's bank or e-wallet accounts, the limits and what
  can be withdrawn now, the amount and the payment (transaction) password; the member's
  withdrawals: pending review, approved, rejected with the reason, paid, received, partly received
  or not received. A paid withdrawal asks for the member's confirmation (received; partly received
  with the amount that arrived; not received with a png or jpg proof of at most 5 MB) before its
  deadline, after which it counts as received and the deposit is not refunded.

  Background:
    Given "player1" has logged in elsewhere with password "pass1234"

  Scenario: The withdrawals in every state; a request with the payment password is reviewed and paid
    When I open "Withdraw" in the member centre
    Then the member centre shows "Withdraw"
    And the withdrawal accounts are "BDO Unibank, GCash"
    And I see the text "From ₱100.00 to ₱50,000.00 · You can withdraw ₱12,345.67 now."
    And I see the text "A message arrives in your inbox when your withdrawal is approved or rejected."
    And the withdrawal "WD-2" is "Pending review"
    And the withdrawal "WD-3" is "Approved"
    And the withdrawal "WD-7" is "Rejected" with "Reason" "The account name does not match the member"
    And the withdrawal "WD-5" is "Partly received" with "Not received" "₱1,000.00"
    And the withdrawal "WD-4" is "Received" and says "Counted as received because it was not confirmed in time: the deposit is not refunded."
    And the withdrawal "WD-1" is "Paid" and counts down to its receipt
    When I withdraw "200.50" to "GCash" with the payment password "wrong"
    Then the payment password shows the error "The payment password is wrong. Please try again."
    And the withdrawal amount holds "200.50"
    When I type the payment password "pay1234" and press Withdraw
    Then the newest withdrawal is "Pending review" for "₱200.50"
    And the header balance shows "₱12,145.17"
    When the back office does "approve" on the latest withdrawal of "player1"
    And I come back to the tab
    Then the newest withdrawal is "Approved" for "₱200.50"
    When the back office does "pay" on the latest withdrawal of "player1"
    And I come back to the tab
    Then the newest withdrawal is "Paid" for "₱200.50"

  Scenario: A wrong amount keeps what was typed; a busy system and a dropped connection are told
    When I open "Withdraw" in the member centre
    And I withdraw "99.99" to "BDO Unibank" with the payment password "pay1234"
    Then the withdrawal amount shows the error "The minimum withdrawal is ₱100.00."
    When I type "12,345.68" as the withdrawal amount and press Withdraw
    Then the withdrawal amount shows the error "You can withdraw at most ₱12,345.67 now."
    And the withdrawal amount holds "12,345.68"
    Given the call "withdraw" answers "#727" with the message "System busy" once
    When I type "100" as the withdrawal amount and press Withdraw
    Then I see the alert "The system is busy. Please try again in a moment."
    Given the call "withdraw" drops the connection
    When I press the withdraw button
    Then I see the alert "Network link is abnormal, please try again"

  Scenario: Received: the paid withdrawal is confirmed; one confirmed meanwhile is refused
    When I open "Withdraw" in the member centre
    And I confirm the receipt of "WD-1" as "Received"
    Then the withdrawal "WD-1" is "Received"
    And I see the text "Thank you: your confirmation was sent."
    And the withdrawal "WD-1" asks for no confirmation
    When the back office does "pay" on the withdrawal "WD-3" of "player1"
    And I come back to the tab
    Then the withdrawal "WD-3" is "Paid"
    When that member confirms "WD-3" as received elsewhere
    And I confirm the receipt of "WD-3" as "Received"
    Then I see the alert "This withdrawal can no longer be confirmed: it was already confirmed or counted as received."
    And the withdrawal "WD-3" is "Received"

  Scenario: Partly received: the amount must be below the payout, the remainder shows as it is typed
    When I open "Withdraw" in the member centre
    And I start the confirmation of "WD-1" as "Partly received"
    And I type "2,500" as the amount received and send the confirmation
    Then the amount received shows the error "The amount received must be below the withdrawal amount of ₱2,500.00."
    When I type "1,000.50" as the amount received
    Then I see the text "Remaining: ₱1,499.50"
    When I send the confirmation
    Then the withdrawal "WD-1" is "Partly received" with "Not received" "₱1,499.50"
    And the withdrawal "WD-1" shows "Received" "₱1,000.50"

  Scenario: Not received: the proof image is checked, previewed and removable before it is sent
    When I open "Withdraw" in the member centre
    And I start the confirmation of "WD-1" as "Not received"
    And I send the confirmation
    Then I see the alert "Please add an image as proof."
    When I choose the proof image "receipt.gif"
    Then I see the alert "Please choose a png or jpg image."
    When I choose the proof image "huge.png" of 6 MB
    Then I see the alert "This image is larger than 5 MB. Please choose a smaller one."
    When I choose the proof image "bank-screen.png"
    Then the proof "bank-screen.png" is previewed
    When I press "Remove bank-screen.png"
    Then no proof is previewed
    When I choose the proof image "bank-screen.jpg"
    And I send the confirmation
    Then the withdrawal "WD-1" is "Not received" with "Not received" "₱2,500.00"

  Scenario: Without a payment password the page says where to set one
    Given "newbie1" has logged in elsewhere with password "123456"
    When I open "Withdraw" in the member centre
    Then I see the text "You have not set a payment password yet. Set one in the security centre before you withdraw."
    And the withdrawal page offers no amount field
    When I follow the link "Go to the security centre" in the member centre
    Then the member centre shows "My account"

  Scenario: Without an account to withdraw to the page says how to add one
    Given the withdrawal info answers no account
    When I open "Withdraw" in the member centre
    Then I see the text "You have no bank or e-wallet account to withdraw to yet. Add one in the security centre, then come back here."
    And I see the link "Go to the security centre"

  Scenario: The accounts call fails, and a retry brings the form
    Given the call "withdrawInfo" answers "#727" with the message "System busy" once
    When I open "Withdraw" in the member centre
    Then I see the alert "Your withdrawal accounts could not be loaded."
    When I press "Try again"
    Then the withdrawal accounts are "BDO Unibank, GCash"

  Scenario: A session that ended at the server stops the confirmation and asks for the login
    When I open "Withdraw" in the member centre
    And I start the confirmation of "WD-1" as "Received"
    And the server ends that session
    And I send the confirmation
    Then the shell shows the message box "Your session has ended. Please log in again."
    And the session holds no token

  @phone
  Scenario: On a phone the withdrawal form is in the first screen and a paid withdrawal is confirmed
    When I open the portal with that token at "/?member=withdraw"
    Then the member centre shows "Withdraw"
    And the heading "Withdraw" and the field "Amount" are in the first screen
    And nothing is wider than the screen
    And the withdrawal "WD-2" is "Pending review"
    When I confirm the receipt of "WD-1" as "Received"
    Then the withdrawal "WD-1" is "Received"
    And I see the text "Thank you: your confirmation was sent."
    And nothing is wider than the screen
    And every control in the dialog is at least 44 px each way

  @tablet
  Scenario: On a touch tablet the member centre keeps its desktop layout with 44 px targets
    When I open the portal with that token at "/?member=withdraw"
    Then the member centre shows "Withdraw"
    And the heading "Withdraw" and the field "Amount" are in the first screen
    And nothing is wider than the screen
    And every control in the dialog is at least 44 px each way

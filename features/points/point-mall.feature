@spec2-2 @spec2-3 @spec2-4 @spec2-7 @spec2-9
Feature: Point mall
  /pointMall: the member's points (balance, earned, spent; they never expire), the goods to redeem
  with points (visitors see them and log in to redeem), the redemption with the payment password,
  the redeem history with its states, the points details, the rules with the exchange-rate table,
  and the conversion of points to cash into the main wallet. Each tab is its own address.

  Scenario: A visitor sees the goods and is asked to log in to see points and to redeem
    When I open the portal at "/pointMall"
    Then I see the heading "Point mall"
    And I see the text "Log in to see your points."
    When I choose the filter "Category" "Virtual goods"
    Then the good "Lucky Keychain" shows "Available" "1"
    When I choose the filter "Category" "Physical goods"
    Then the good "Gold Bar 1g" says "Out of stock" and cannot be redeemed
    And the good "Smartphone" shows "Deposit required" "100,000.00"
    When I press "Redeem" on the good "Coffee Mug"
    Then the login popup is open

  Scenario: A redemption takes the points; the balance and the history follow
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/pointMall"
    Then my point figures are:
      | Point balance | 25,000 |
      | Total earned  | 28,350 |
      | Total spent   | 3,350  |
    When I press "Redeem" on the good "Free Spins x20"
    And I fill the redeem form of "Free Spins x20":
      | Quantity         | 2                 |
      | Remarks          | For the weekend   |
      | Payment password | pay1234           |
    And I press "Confirm redemption"
    Then I see the text "Free Spins x20 redeemed. Your request is in process"
    When I press "Done"
    Then my point figures are:
      | Point balance | 24,400 |
      | Total spent   | 3,950  |
    When I choose the point mall tab "Redeem history"
    Then the address bar shows "/pointMall?tab=history"
    And the table "Redeem history" has the rows:
      | Free Spins x20  | 2 | 600   | In process |
      | Bonus 50        | 1 | 450   | Approved   |
      | Branded T-Shirt | 1 | 2,500 | In process |
      | Free Spins x20  | 1 | 300   | Rejected   |
      | Bonus 10        | 1 | 100   | Approved   |

  Scenario: A refused redemption says why and keeps what was typed
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/pointMall"
    And I press "Redeem" on the good "Coffee Mug"
    And I press "Confirm redemption"
    Then the redeem form of "Coffee Mug" says "This field is required."
    When I fill the redeem form of "Coffee Mug":
      | Receiving address | 12 Rizal Avenue, Manila |
      | Phone             | 0917 555 1234           |
      | Payment password  | not-my-password         |
    And I press "Confirm redemption"
    Then the redeem form of "Coffee Mug" says "The payment password is incorrect."
    And the redeem form of "Coffee Mug" still holds:
      | Receiving address | 12 Rizal Avenue, Manila |
      | Phone             | 0917 555 1234           |
    Given the call "redeemPointReward" answers "points.out.of.stock" with the message "Out of stock" once
    When I fill the redeem form of "Coffee Mug":
      | Payment password | pay1234 |
    And I press "Confirm redemption"
    Then the redeem form of "Coffee Mug" says "This good is out of stock."
    And the redeem form of "Coffee Mug" still holds:
      | Receiving address | 12 Rizal Avenue, Manila |

  Scenario: The redeem history shows each state in words, the reason of a rejection, and filters by state
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/pointMall?tab=history"
    Then the point mall tab "Redeem history" is chosen
    And the table "Redeem history" has the rows:
      | Bonus 50        | Approved   |                               |
      | Branded T-Shirt | In process |                               |
      | Free Spins x20  | Rejected   | Address could not be verified |
      | Bonus 10        | Approved   |                               |
    When I choose the filter "Status" "Rejected"
    Then the table "Redeem history" has the rows:
      | Free Spins x20 | Rejected | Address could not be verified |
    When I reload the page
    Then the point mall tab "Redeem history" is chosen
    When I choose the point mall tab "Points details"
    Then the address bar shows "/pointMall?tab=details"
    And I see the text "Redemption returned"

  Scenario: Points converted to cash go to the main wallet, the cash shown before confirming
    Given "player1" has logged in elsewhere with password "pass1234"
    And that token is in session storage
    When I open the portal at "/pointMall?tab=rules"
    And I fill the point field "Points to convert" with "1005"
    Then I see the text "You get ₱100.50 in your main wallet."
    When I fill the point field "Payment password" with "pay1234"
    And I press "Convert"
    Then I see the text "1,005 points converted: ₱100.50 added to your main wallet."
    And the header balance shows "₱12,446.17"
    And my point figures are:
      | Point balance | 23,995 |

  Scenario: The rules say points never expire and show the exchange rates
    When I open the portal at "/pointMall?tab=rules"
    Then the point mall tab "Rules and conversion" is chosen
    And I see the text "Points never expire."
    And I see the text "Physical goods ship within 7 working days after approval."
    And the table "Points earned by valid bets" has the rows:
      | Slots        | 100.00 | 1 |
      | Fishing      | 100.00 | 1 |
      | Live casino  | 200.00 | 1 |
      | Sports       | 100.00 | 1 |
      | Card games   | 150.00 | 1 |
      | Lottery      | 50.00  | 1 |
    And I see the text "Log in to convert your points."

  Scenario: A member without points or history is told so, and to set a payment password first
    Given "newbie1" has logged in elsewhere with password "123456"
    And that token is in session storage
    When I open the portal at "/pointMall?tab=history"
    Then I see the text "You have not redeemed anything yet."
    And my point figures are:
      | Point balance | 0 |
    When I choose the point mall tab "Points details"
    Then I see the text "You have no points movements yet."
    When I choose the point mall tab "Goods"
    And I press "Redeem" on the good "Bonus 10"
    Then I see the text "Please set a payment password in the security centre before redeeming."
    And I see the link "Go to the security centre"

  Scenario: Goods that could not be loaded offer a retry
    Given the call "pointReward" answers "#727" with the message "System busy" once
    When I open the portal at "/pointMall"
    Then I see the alert "The goods could not be loaded."
    And I see the alert "The system is busy. Please try again in a moment."
    When I press "Try again"
    Then the good "Bonus 10" shows "Points" "100"

  Scenario: A trial account is refused the redemption as needing a real account
    Given a trial account has started free play elsewhere
    And that token is in session storage
    When I open the portal at "/pointMall"
    And I press "Redeem" on the good "Bonus 10"
    And I fill the redeem form of "Bonus 10":
      | Payment password | 123456 |
    And I press "Confirm redemption"
    Then the redeem form of "Bonus 10" says "This needs a real account."

  Scenario: The point mall switched off says it is not available
    Given the point mall is switched off
    When I open the portal at "/pointMall"
    Then I see the text "The point mall is not available at the moment."
    And I do not see the text "Redeem"

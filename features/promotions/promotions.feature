@spec2-2 @spec2-4
Feature: Promotions
  /promotions: the promotions of the announcements' list by category (all, new players and each
  category present; the category is in the address, so a reload and the back button keep it),
  each with the member's state (join, joined, claim, applying, in process, issued, claimed,
  rejected, closed, coming soon) and only the action that state allows. Joining and claiming
  update the state in place; a claim is paid into the main wallet. Refusals and failures are told
  in the member's language; visitors see the list and are asked to log in to take part.

  Background:
    Given the announcement popups were already seen in this session

  Scenario: Every promotion shows its state and only its action; the category stays in the address
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/promotions"
    Then I see the heading "Promotions"
    And the promotions list:
      | title                             | state       | action    |
      | Welcome Bonus 100%                | Claimed     |           |
      | First Deposit Reward              | Claim       | Claim now |
      | Register via Zalo, get up to 131K | Join        | Join now  |
      | Daily Reload 10%                  | In process  |           |
      | Unlimited Slots Rebate 1.2%       | Issued      |           |
      | VIP Birthday Gift                 | Rejected    |           |
      | Weekend Lucky Draw                | Joined      |           |
      | Refer a Friend                    | Applying    |           |
      | Live Casino Cashback (ended)      | Closed      |           |
      | Lunar New Year Lucky Spin         | Coming soon |           |
      | Share Your Big Win                | Join        | Apply now |
    When I choose the promotion category "New players"
    Then the address bar shows "/promotions?category=new_player"
    And the promotions list shows the titles:
      | Welcome Bonus 100%                |
      | First Deposit Reward              |
      | Register via Zalo, get up to 131K |
    When I reload the page
    Then the promotion category "New players" is chosen
    And the promotions list shows the titles:
      | Welcome Bonus 100%                |
      | First Deposit Reward              |
      | Register via Zalo, get up to 131K |
    When I choose the promotion category "VIP"
    And I go back in the browser
    Then the promotion category "New players" is chosen
    When I open the portal with that token at "/promotions?category=tournament"
    Then the promotion category "tournament" is chosen
    And I see the text "There are no promotions in this category."

  Scenario: Joining updates the promotion in place, and the reward centre agrees
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/promotions"
    And I press "Join now" on the promotion "Register via Zalo, get up to 131K"
    Then the promotion "Register via Zalo, get up to 131K" says "You joined the promotion."
    And the promotion "Register via Zalo, get up to 131K" shows "Joined" with no action
    When I open the member centre at "rewardCenter"
    Then the reward "Register via Zalo, get up to 131K" shows "Joined" with no action

  Scenario: A claimed reward is paid into the main wallet and can not be claimed again
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/promotions"
    And I press "Claim now" on the promotion "First Deposit Reward"
    Then the promotion "First Deposit Reward" says "Claimed ₱58.00: added to your main wallet."
    And the promotion "First Deposit Reward" shows "Claimed" with no action
    And the header balance shows "₱12,403.67"

  Scenario: A promotion joined elsewhere or ended meanwhile is refused in the member's words
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/promotions"
    Then the promotion "Register via Zalo, get up to 131K" says "Join now"
    Given the same member joins the promotion "PRM-103" elsewhere
    When I press "Join now" on the promotion "Register via Zalo, get up to 131K"
    Then the promotion "Register via Zalo, get up to 131K" says "You have already joined this promotion."
    And the promotion "Register via Zalo, get up to 131K" shows "Joined" with no action
    Given the money call "signUpRequestReward" answers "promotion.closed" with the message "The promotion has ended" once
    When I press "Claim now" on the promotion "First Deposit Reward"
    Then the promotion "First Deposit Reward" says "This promotion has ended."

  Scenario: A trial account is told that taking part needs a real account
    Given a trial account has started free play elsewhere
    When I open the portal with that token at "/promotions"
    And I press "Join now" on the promotion "Register via Zalo, get up to 131K"
    Then the promotion "Register via Zalo, get up to 131K" says "This needs a real account. Please register or log in with your own account."

  Scenario: A visitor sees the promotions without states and is asked to log in to take part
    When I open the portal at "/promotions"
    Then the promotions list shows the titles:
      | Welcome Bonus 100%                |
      | First Deposit Reward              |
      | Register via Zalo, get up to 131K |
      | Daily Reload 10%                  |
      | Unlimited Slots Rebate 1.2%       |
      | VIP Birthday Gift                 |
      | Weekend Lucky Draw                |
      | Refer a Friend                    |
      | Live Casino Cashback (ended)      |
      | Lunar New Year Lucky Spin         |
      | Share Your Big Win                |
    When I press "Log in to take part" on the promotion "First Deposit Reward"
    Then the login popup is open

  Scenario: A failed load offers a retry
    Given "player1" has logged in elsewhere with password "pass1234"
    And the money call "promotionStates" answers "#727" with the message "System busy" once
    When I open the portal with that token at "/promotions"
    Then I see the alert "The promotions could not be loaded."
    And I see the alert "The system is busy. Please try again in a moment."
    When I press "Try again"
    Then the promotion "First Deposit Reward" says "Claim now"

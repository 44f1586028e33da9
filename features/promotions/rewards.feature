@spec2-2 @spec2-4
Feature: Reward centre
  The member centre's reward centre (rewardCenter): the member's rewards to claim, red envelopes to
  open and raffles to draw, each with its state (join, joined, claim, applying, in process, issued,
  claimed, rejected, closed, coming soon) and only the action that state allows. What is paid goes
  to the main wallet: the header's balance follows. Refusals and failures are told in the member's
  language with a way to try again.

  Scenario: Every item shows its state and only the action that state allows
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Reward centre" in the member centre
    Then the member centre shows "Reward centre"
    And the reward centre lists:
      | title                             | state       | action            |
      | Daily check-in reward             | Claim       | Claim now         |
      | Lucky red envelope                | Claim       | Open the envelope |
      | Weekend Lucky Draw                | Claim       | Draw now          |
      | Register via Zalo, get up to 131K | Join        | Join now          |
      | Seven-day betting streak          | Joined      |                   |
      | Weekly deposit bonus              | Applying    |                   |
      | VIP upgrade bonus                 | In process  |                   |
      | Birthday bonus                    | Issued      |                   |
      | First deposit reward              | Claimed     |                   |
      | Referral reward                   | Rejected    |                   |
      | New year red envelope             | Closed      |                   |
      | Deposit Raffle                    | Coming soon |                   |
    And the reward "Lucky red envelope" shows the amount "Open the envelope to see"
    And the reward "First deposit reward" shows the amount "₱100.00"

  Scenario: A claimed reward is paid into the main wallet and can not be claimed again
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Reward centre" in the member centre
    And I press "Claim now" on the reward "Daily check-in reward"
    Then the reward "Daily check-in reward" says "Claimed ₱18.88: added to your main wallet."
    And the reward "Daily check-in reward" shows "Claimed" with no action
    And the header balance shows "₱12,364.55"

  Scenario: A red envelope shows what it held; a raffle draw shows the prize
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Reward centre" in the member centre
    And I press "Open the envelope" on the reward "Lucky red envelope"
    Then the reward "Lucky red envelope" says "The envelope held ₱8.88: added to your main wallet."
    And the reward "Lucky red envelope" shows the amount "₱8.88"
    When I press "Draw now" on the reward "Weekend Lucky Draw"
    Then the reward "Weekend Lucky Draw" says "You won Bonus 18: ₱18.00 added to your main wallet."
    And the reward "Weekend Lucky Draw" shows the prize "Bonus 18"
    And the reward "Weekend Lucky Draw" shows "Claimed" with no action

  Scenario: A member without rewards is told so
    Given "newbie1" has logged in elsewhere with password "123456"
    When I open "Reward centre" in the member centre
    Then I see the text "You have no rewards yet. Join a promotion to earn one."

  Scenario: A failed load offers a retry; a refusal is told in the member's words
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "rewardCenter" answers "#727" with the message "System busy" once
    When I open "Reward centre" in the member centre
    Then I see the alert "Your rewards could not be loaded."
    And I see the alert "The system is busy. Please try again in a moment."
    When I press "Try again"
    Then the reward "Daily check-in reward" shows the amount "₱18.88"
    Given the call "claimReward" answers "reward.already.claimed" with the message "Already claimed" once
    When I press "Claim now" on the reward "Daily check-in reward"
    Then the reward "Daily check-in reward" says "This reward has already been claimed."

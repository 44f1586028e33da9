@spec2-2 @spec2-4
Feature: Promotions and their details
  /promotions: the promotions of the announcements' list by category (all, new players and each
  category present; the category is in the address, so a reload and the back button keep it),
  each with the member's state (join, joined, claim, applying, in process, issued, claimed,
  rejected, closed, coming soon) and only the action that state allows. Joining and claiming
  update the state in place; a claim is paid into the main wallet. Refusals and failures are told
  in the member's language; visitors see the list and are asked to log in to take part.
  /promoDetail?id=: the promotion's title, image, dates, its HTML (through the one sanitising
  policy), its rules and the action for the member's state, opened from the list and from a
  banner's linkage. A promotion that asks for an activity application takes a comment of at most
  140 characters, up to 3 png or jpg images of at most 5 MB each and the age confirmation; bad
  input keeps what was typed and chosen and says why. An unknown id is said plainly.

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
    When I open "Reward centre" in the member centre
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
    Given the call "signUpRequestReward" answers "promotion.closed" with the message "The promotion has ended" once
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
    And the call "promotionStates" answers "#727" with the message "System busy" once
    When I open the portal with that token at "/promotions"
    Then I see the alert "The promotions could not be loaded."
    And I see the alert "The system is busy. Please try again in a moment."
    When I press "Try again"
    Then the promotion "First Deposit Reward" says "Claim now"

  @spec2-5
  Scenario: An application from the list's detail: limits told, input kept, then sent
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/promotions"
    And I follow the link "Share Your Big Win" in the main content
    Then the address bar shows "/promoDetail?id=PRM-111"
    And the promotion detail is titled "Share Your Big Win"
    And I see the text "Tell us about your biggest win of the week"
    And I see the text "Only for members aged 18 or over."
    And the promotion detail shows the state "Join" and the action "Apply now"
    When I write an application comment of 141 characters
    Then I see the text "141 of 140 characters"
    When I choose the application image "win.gif"
    Then I see the text "Only png or jpg images can be sent."
    When I choose the application image "huge.png" larger than 5 MB
    Then I see the text "An image is larger than 5 MB."
    When I choose the application image "win.png"
    Then the application shows the image "win.png"
    When I press "Send the application"
    Then I see the alert "The comment can have at most 140 characters."
    And I see the alert "Please confirm your age."
    And the application comment still holds what I wrote
    And the application shows the image "win.png"
    When I write the application comment "Won 5,000 on Lucky Slots"
    And I confirm my age in the application
    And I press "Send the application"
    Then the promotion detail says "Your application was sent. We will review it soon."
    And the promotion detail says "Applying"
    When I follow the link "Back to promotions" in the main content
    Then the promotion "Share Your Big Win" shows "Applying" with no action

  @spec1-2.3 @spec2-5
  Scenario: The home page's promotion banner opens the promotion's detail
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I press the banner dot "Slide 1"
    And I click the shown banner
    Then the address bar shows "/promoDetail?id=PRM-102"
    And the promotion detail is titled "First Deposit Reward"
    And the promotion detail shows the state "Claim" and the action "Claim now"

  @spec2-5
  Scenario: An unknown promotion is said plainly, with the way back to the list
    When I open the portal at "/promoDetail?id=PRM-999"
    Then I see the heading "Promotion not found"
    When I follow the link "Back to promotions" in the main content
    Then the address bar shows "/promotions"
    And I see the heading "Promotions"

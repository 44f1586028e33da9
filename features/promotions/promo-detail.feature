@spec2-2 @spec2-4 @spec2-5
Feature: Promotion detail
  /promoDetail?id=: the promotion's title, image, dates, its HTML (through the one sanitising
  policy), its rules and the action for the member's state, opened from the list and from a
  banner's linkage. A promotion that asks for an activity application takes a comment of at most
  140 characters, up to 3 png or jpg images of at most 5 MB each and the age confirmation; bad
  input keeps what was typed and chosen and says why. An unknown id is said plainly.

  Background:
    Given the announcement popups were already seen in this session

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

  @spec1-2.3
  Scenario: The home page's promotion banner opens the promotion's detail
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I press the banner dot "Slide 1"
    And I click the shown banner
    Then the address bar shows "/promoDetail?id=PRM-102"
    And the promotion detail is titled "First Deposit Reward"
    And the promotion detail shows the state "Claim" and the action "Claim now"

  Scenario: An unknown promotion is said plainly, with the way back to the list
    When I open the portal at "/promoDetail?id=PRM-999"
    Then I see the heading "Promotion not found"
    When I follow the link "Back to promotions" in the main content
    Then the address bar shows "/promotions"
    And I see the heading "Promotions"

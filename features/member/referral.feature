@spec2-2 @spec2-9
Feature: Invite friends
  The member centre's invite-friends page (referral) gives the member's invitation code and its
  link to the registration (each to copy, the copy announced), the link's QR code (200 px, margin
  20, error correction M), the counts, and the invited friends with their state and reward, ten a
  page. The link opens the registration with the code accepted (no invitation field to fill); a
  friend who registers through it joins the list (a mock unit test). A member who invited nobody
  is told how to start; a part that fails to load says so with a retry.

  Scenario: The invitation to share, copied, and the friends page by page
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Invite friends" in the member centre
    Then the member centre shows "Invite friends"
    And the invitation shows the code "AG1001" and its link to the registration
    And the invitation counts 13 friends invited and a reward of "₱88.00" per friend
    When I copy the invitation link
    Then the page says "Link copied" and the clipboard holds the link
    And the invited friends list 10 rows
    And a rewarded friend shows the reward "₱88.00"
    When I open page 2 of the invited friends
    Then the invited friends list 3 rows

  Scenario: The invitation link opens the registration with the code accepted
    When a visitor opens the invitation link of "player1"
    Then the registration form shows the fields "Username, Password, Confirm password, Real name, E-mail, Mobile number, Verification code, Captcha"

  Scenario: A member who invited nobody yet
    Given "newbie1" has logged in elsewhere with password "123456"
    When I open "Invite friends" in the member centre
    Then the invitation shows the code "AG1003" and its link to the registration
    And I see the text "You have not invited anyone yet. Share your link or code to invite friends."

  Scenario: The invitation fails to load, and the retry brings it
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "referralInfo" drops the connection
    When I open "Invite friends" in the member centre
    Then I see the alert "Your invitation could not be loaded."
    And I see the alert "Network link is abnormal, please try again"
    And the invited friends list 10 rows
    When the call "referralInfo" answers again
    And I press "Try again"
    Then the invitation shows the code "AG1001" and its link to the registration

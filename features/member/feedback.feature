@spec2-2 @spec2-5 @spec2-9
Feature: Feedback and complaints
  The member centre's feedback page sends a feedback with its category, content and up to three
  png or jpg images of at most 5 MB (previewed, removable): an empty content says 'Please enter
  content', a content outside the bounds 'content length between {0} and {1} words' with the
  bounds, keeping what was typed. A send that fails keeps everything; a sent feedback starts a new
  form and heads the history, which shows each feedback's status and customer service's reply.

  Scenario: The history shows the replies; an empty or too short content is refused, kept as typed
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Platform messages" in the member centre
    And I follow the link "Feedback and complaints" in the member centre
    Then the member centre shows "Feedback and complaints"
    And the feedback history starts with "Suggestion" "Please add more fishing games to the lobby." "Awaiting reply"
    And the feedback "My deposit DP-3 failed but the money left my bank account." is "Replied" with the reply "The channel returned 2,000.00 to your bank account on the same day."
    When I send the feedback
    Then the feedback content shows the error "Please enter content"
    When I type "Hi!" as the feedback content
    And I send the feedback
    Then the feedback content shows the error "Content length between 5 and 500 words"
    And the feedback content holds "Hi!"

  Scenario: A wrong image type is refused; a failed send keeps everything; the sent one heads the history
    Given the call "feedback" answers "#727" with the message "Refused" once
    And "player1" has logged in elsewhere with password "pass1234"
    When I open "Platform messages" in the member centre
    And I follow the link "Feedback and complaints" in the member centre
    And I choose the feedback image "screen.gif"
    Then I see the alert "Only png or jpg images can be sent."
    When I choose the feedback image "screen.png"
    Then the feedback form previews the image "screen.png"
    When I choose the category "Complaint"
    And I type "The slot lobby froze during a bonus round." as the feedback content
    And I send the feedback
    Then I see the alert "Your feedback could not be sent."
    And the feedback content holds "The slot lobby froze during a bonus round."
    And the feedback form previews the image "screen.png"
    When I send the feedback
    Then I see the text "Thank you. Your feedback was sent; customer service will reply here."
    And the feedback content holds ""
    And the feedback history starts with "Complaint" "The slot lobby froze during a bonus round." "Awaiting reply"
    And I see the text "Images: 1"

@spec2-2 @spec2-3 @spec2-5
Feature: Profile and avatar
  The profile page of the member centre shows every profile field the server shows with its
  value: the editable ones in a form checked with the spec's pattern messages (their length range
  in the message), the locked ones read only and said to be locked and why (set once, by the
  operator, or in My account). The save sends the changed fields only; what was typed stays when
  the save is refused, and a refusal naming a field is told at that field. The avatar page offers
  the avatars as a radio group; the header's avatar follows the change at once.

  Scenario: The profile shows each field's value, the locked ones with why
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Profile" in the member centre
    Then the member centre shows "Profile"
    And I see the text "player1"
    And the profile field "Real name" holds "Juan Dela Cruz"
    And the profile field "Real name" is locked with "Set once: it cannot be changed. Contact customer service to correct it."
    And the profile field "Birthday" is locked with "Set once: it cannot be changed. Contact customer service to correct it."
    And the profile field "ID number" is locked with "Set by the operator: contact customer service to change it."
    And the profile field "Mobile number" is locked with "Change it in My account with a verification code."
    And the profile field "Mobile number" holds "917****001"
    And the profile field "Occupation" holds "Engineer"
    And the profile field "Occupation" is editable
    And the profile field "Telegram" holds ""
    And I see the link "Change avatar"

  Scenario: A changed field is saved and kept; nothing changed is said so
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Profile" in the member centre
    And I save the profile
    Then I see the text "Nothing has changed: there is nothing to save."
    When I type "Teacher" into the profile field "Occupation"
    And I type "juan_dc" into the profile field "Telegram"
    And I save the profile
    Then I see the text "Your profile has been saved."
    When I reload the page
    Then the member centre shows "Profile"
    And the profile field "Occupation" holds "Teacher"
    And the profile field "Telegram" holds "juan_dc"

  Scenario: A value against its rule keeps what was typed and names the rule
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Profile" in the member centre
    And I type "Filipino 2" into the profile field "Nationality"
    And I type "Juan" into the profile field "Full name"
    And I type "" into the profile field "Nickname"
    And I save the profile
    Then the profile field "Nationality" shows the error "English letters and spaces only (2 - 30 characters)"
    And the profile field "Full name" shows the error "Full name: first and last name separated by a space (3 - 50 characters)"
    And the profile field "Nickname" shows the error "Input cannot be empty"
    And the profile field "Nationality" holds "Filipino 2"
    And the profile field "Full name" holds "Juan"

  Scenario: The server's refusal is told at the field it names, and a busy system above the button
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "updateProfile" answers "profile.field.locked" with the message "Refused" for the field "occupation" once
    When I open "Profile" in the member centre
    And I type "Pilot" into the profile field "Occupation"
    And I save the profile
    Then the profile field "Occupation" shows the error "This field is locked and cannot be changed."
    And the profile field "Occupation" holds "Pilot"
    Given the call "updateProfile" answers "#727" with the message "Refused" once
    When I save the profile
    Then I see the alert "The system is busy. Please try again in a moment."
    And the profile field "Occupation" holds "Pilot"

  Scenario: A new member sees the empty fields as editable
    Given "newbie1" has logged in elsewhere with password "123456"
    When I open "Profile" in the member centre
    Then the member centre shows "Profile"
    And the profile field "Real name" holds ""
    And the profile field "Real name" is editable
    And the profile field "Birthday" is editable
    And the profile field "ID number" is locked with "Set by the operator: contact customer service to change it."

  Scenario: The avatar chosen with the keyboard is saved and the header shows it at once
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open "Avatar" in the member centre
    Then the member centre shows "Avatar"
    And the avatar "Avatar 2" is chosen
    And the header avatar shows "/cdn-a/avatars/1.svg"
    When I move the avatar choice to the next one with the keyboard
    Then the avatar "Avatar 3" is chosen
    When I press "Use this avatar"
    Then I see the text "Your avatar has been changed."
    And the header avatar shows "/cdn-a/avatars/2.svg"

  @spec1-7
  Scenario: The header's avatar is the member icon: without it the header shows no picture
    Given "player1" has logged in elsewhere with password "pass1234"
    And the call "memberIcon" answers "#727" with the message "System busy"
    When I open the portal at "/"
    Then the header avatar shows no picture once the page is quiet

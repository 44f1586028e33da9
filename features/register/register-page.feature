@spec1-2.9 @spec1-2.2
Feature: Register page
  /register shows the 'create account' title with the 1000VND new-member bonus, the username and
  mobile registration tabs (each behind its white-label flag), the registration form, a go-back
  link to the home page and a swiper of the new_player promotions, which moves by itself every
  5 seconds only when there is more than one.

  Scenario: The page layout
    When I open the portal at "/register"
    Then the page shows the "Create account" section
    And I see the text "Sign up now and get a 1000VND new-member bonus"
    And the registration tabs are "Username registration, Mobile registration"
    And the registration tab "Username registration" is selected
    And the registration page shows the link "Go back" to "/"
    And the registration promotions show 3 slides
    And the registration promotions include "Welcome Bonus 100%"
    And the registration promotions include "Register via Zalo, get up to 131K"

  Scenario: /register.html is the same page
    When I open the portal at "/register.html"
    Then the page shows the "Create account" section

  Scenario: The go-back link leads home
    When I open the portal at "/register"
    And I follow the registration link "Go back"
    Then the address bar shows "/"

  @spec1-6
  Scenario: Without mobile registration (MOBILENUMREG3 off) only the username tab shows
    Given the registration flag "MOBILENUMREG3" is off
    When I open the portal at "/register"
    Then the registration tabs are "Username registration"

  @spec1-6
  Scenario: Without username registration (USERNAMEREG3 off) only the mobile tab shows
    Given the registration flag "USERNAMEREG3" is off
    When I open the portal at "/register"
    Then the registration tabs are "Mobile registration"
    And the registration form shows the fields "Mobile number, Verification code, Password, Confirm password, Invitation code, Captcha"

  Scenario: With neither registration the page says so
    Given the registration flag "USERNAMEREG3" is off
    And the registration flag "MOBILENUMREG3" is off
    When I open the portal at "/register"
    Then I see the text "Registration is not available right now."

  @spec1-9 @motion
  Scenario: Several promotions loop and move on every 5 seconds
    Given the registration clock is under test control
    When I open the portal at "/register"
    Then the registration promotions show 3 slides
    And the registration promotion dot 1 is current
    When 5 seconds pass on the registration clock
    Then the registration promotion dot 2 is current
    When 10 seconds pass on the registration clock
    Then the registration promotion dot 1 is current

  @motion
  Scenario: The promotions hold still under the pointer
    Given the registration clock is under test control
    When I open the portal at "/register"
    And I rest the pointer on the registration promotions
    And 6 seconds pass on the registration clock
    Then the registration promotion dot 1 is current

  Scenario: A dot shows its promotion
    When I open the portal at "/register"
    And I press the registration promotion dot 3
    Then the registration promotion dot 3 is current

  Scenario: The promotions never move by themselves for a reduced-motion preference
    Given the registration clock is under test control
    And the registration page is seen with reduced motion
    When I open the portal at "/register"
    And 11 seconds pass on the registration clock
    Then the registration promotion dot 1 is current

  Scenario: A single promotion stands still, without dots
    Given the site has a single new-player promotion
    And the registration clock is under test control
    When I open the portal at "/register"
    Then the registration promotions show 1 slide
    And the registration promotions have no dots
    And the registration promotions include "Welcome Bonus 100%"

  @spec1-2.8 @spec1-2.4
  Scenario: The header's register button opens the login popup's register view with the same form
    When I open the portal at "/"
    And I open the register view from the header
    Then the registration tabs are "Username registration, Mobile registration"
    And the registration form shows the fields "Username, Password, Confirm password, Real name, E-mail, Mobile number, Verification code, Invitation code, Captcha"

  @spec1-7 @spec1-2.9
  Scenario: The registration tabs follow a switch the operator turned since start-up
    When I open the portal at "/"
    And the registration flag "MOBILENUMREG3" is off
    And I open the register view from the header
    Then the registration tabs are "Username registration"

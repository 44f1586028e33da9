@spec1-2.3 @spec2-2
Feature: Banner strip
  Each route shows the banners of its own group only (spec 1 §2.3): none, no strip; one, a still
  slide; several, one slide at a time that loops and moves on every 5 seconds, with pagination
  dots on the home page. A click follows the banner's linkage.

  Scenario: A group without banners shows no strip at all
    When I open the portal at "/inhouse"
    Then the page shows the "Games lobby" section
    And I see no banner strip

  @motion
  Scenario: A group with exactly one banner shows it as a still slide
    When I open the portal at "/live"
    Then the banner strip shows the 1 banner of the group "/live"
    And the banner strip has no pagination dots
    And the banner strip offers no pause toggle

  Scenario Outline: <path> shows the banners of the group <group> only
    When I open the portal at "<path>"
    Then the banner strip shows the <count> banners of the group "<group>"

    Examples:
      | path          | group      | count |
      | /             | /          | 4     |
      | /index        | /          | 4     |
      | /index.html   | /          | 4     |
      | /home         | /          | 4     |
      | /rng          | /rng       | 2     |
      | /sports       | /sports    | 2     |
      | /fish         | /fish      | 1     |
      | /pvp          | /pvp       | 1     |
      | /esports      | /esports   | 1     |
      | /elott        | /elott     | 1     |
      | /down         | /down      | 1     |
      | /pointMall    | /pointMall | 1     |
      | /help         | /help      | 1     |

  Scenario: The register page uses the group w_reg
    When I open the portal at "/register"
    Then the banner strip shows the 1 banner of the group "w_reg"

  Scenario: Other routes than home show several banners one at a time, without dots
    When I open the portal at "/rng"
    Then the banner strip shows the 2 banners of the group "/rng"
    And the banner strip has no pagination dots

  @spec1-9 @motion
  Scenario: The home slider shows one slide at a time and moves on every 5 seconds, looping
    Given the banner clock is under test control
    When I open the portal at "/"
    And the banner clock stands still
    Then the banner strip has the pagination dots "Slide 1, Slide 2, Slide 3, Slide 4"
    And the banner dot "Slide 1" is current
    And the banner slide "1 of 4" is shown
    When 5 seconds pass on the banner clock
    Then the banner dot "Slide 2" is current
    And the banner slide "2 of 4" is shown
    When 4 seconds pass on the banner clock
    Then the banner dot "Slide 2" stays current
    When 1 second passes on the banner clock
    Then the banner dot "Slide 3" is current
    When 5 seconds pass on the banner clock
    Then the banner dot "Slide 4" is current
    When 5 seconds pass on the banner clock
    Then the banner dot "Slide 1" is current

  Scenario: A pagination dot shows its slide
    When I open the portal at "/"
    And I press the banner dot "Slide 3"
    Then the banner dot "Slide 3" is current
    And the banner slide "3 of 4" is shown
    When I press the banner dot "Slide 1"
    Then the banner slide "1 of 4" is shown

  @spec1-9 @motion
  Scenario: The slider holds still while the pointer rests on it
    Given the banner clock is under test control
    When I open the portal at "/"
    And the banner clock stands still
    And I rest the pointer on the banners
    And 6 seconds pass on the banner clock
    Then the banner dot "Slide 1" stays current
    When I move the pointer away from the banners
    And 5 seconds pass on the banner clock
    Then the banner dot "Slide 2" is current

  @spec1-9 @motion
  Scenario: The slider holds still while it has the keyboard focus
    Given the banner clock is under test control
    When I open the portal at "/"
    And the banner clock stands still
    And I move the keyboard focus onto the banners
    And 6 seconds pass on the banner clock
    Then the banner dot "Slide 1" stays current
    When I move the keyboard focus away from the banners
    And 5 seconds pass on the banner clock
    Then the banner dot "Slide 2" is current

  @motion
  Scenario: The pause toggle stops the slider until pressed again
    Given the banner clock is under test control
    When I open the portal at "/"
    And the banner clock stands still
    And I press the banner pause toggle and leave the banners
    Then the banner pause toggle is pressed
    When 11 seconds pass on the banner clock
    Then the banner dot "Slide 1" stays current
    When I press the banner pause toggle and leave the banners
    Then the banner pause toggle is released
    When 5 seconds pass on the banner clock
    Then the banner dot "Slide 2" is current

  Scenario: Nothing moves by itself for users who prefer reduced motion
    Given the banners and notices are seen with reduced motion
    And the banner clock is under test control
    When I open the portal at "/"
    And the banner clock stands still
    And 11 seconds pass on the banner clock
    Then the banner dot "Slide 1" stays current
    And the banner strip offers no pause toggle
    When I press the banner dot "Slide 2"
    Then the banner slide "2 of 4" is shown

  Scenario: A promotion banner opens the promotion detail
    When I open the portal at "/"
    And I press the banner dot "Slide 1"
    And I click the shown banner
    Then the address bar shows "/promoDetail?id=PRM-102"
    And the page shows the "First Deposit Reward" section

  Scenario: A URL banner opens its address in a new tab that cannot reach this window
    When I open the portal at "/"
    And I press the banner dot "Slide 4"
    And I click the shown banner
    Then a new tab opens at "/promotions" without access to this window
    And the address bar shows "/"

  Scenario: A banner without a linkage is not clickable
    When I open the portal at "/live"
    Then the shown banner is not a link or a button

  Scenario: A game banner asks a visitor to log in first
    When I open the portal at "/"
    And I press the banner dot "Slide 2"
    And I click the shown banner
    Then the notices dialog "Log in" is open

  Scenario: A game banner warns a trial account that it needs a real account
    Given a trial account has started free play elsewhere
    When I open the portal with that token at "/"
    And I press the banner dot "Slide 2"
    And I click the shown banner
    Then the notices dialog "Warning" is open

  @spec1-2.7
  Scenario: A game banner launches its game (the banner's node id) into the /game frame
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/"
    And I press the banner dot "Slide 2"
    And I click the shown banner
    Then the game frame shows the game "nodeId" with "100001"

  @spec1-7
  Scenario: Without announcements there is no strip, and the site still works
    Given the call "announcements" drops the connection
    When I open the portal at "/"
    Then the page shows the "Home" section
    And I see neither banners nor the notice marquee
    When the call "announcements" answers again
    And I reload the page
    Then the banner strip shows the 4 banners of the group "/"

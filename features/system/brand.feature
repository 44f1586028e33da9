@spec1-2.4
Feature: A brand is configuration
  The brand file (/brand.json) carries the brand's look (issue 26: inferred): its name, logos,
  icons, theme tokens for both themes, font and corners. The host puts the brand's tokens into the
  page before the first paint; the header shows the brand's logo on every route, named by the
  brand's name; every text colour reads at WCAG AA whatever the brand picks.

  Scenario: The second demo brand paints its own accent and logo in its default and the other theme
    Given the mock scenario preset "brand-jade"
    When I open the portal at "/"
    Then the page title is "Jade Garden"
    And the page uses the "dark" theme
    And the header shows the logo "Jade Garden" for the "dark" theme
    And the "Log in" button is painted in the brand's "dark" accent with readable text
    When I press "Switch to light theme"
    Then the header shows the logo "Jade Garden" for the "light" theme
    And the "Log in" button is painted in the brand's "light" accent with readable text

  @phone
  Scenario: The second demo brand on a phone: its logo and accent, the page no wider than the screen
    Given the mock scenario preset "brand-jade"
    When I open the portal at "/register"
    Then the header shows the logo "Jade Garden" for the "dark" theme
    And the "Log in" button is painted in the brand's "dark" accent with readable text
    And the page is no wider than the screen

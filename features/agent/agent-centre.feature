@spec2-2 @spec2-6
Feature: Agent centre
  The agent centre is a dialog titled Agent over the current route, shown once the consolidated
  info flags are known: the left menu in the spec's order (the dividend, daily, hourly and
  real-time salary entries only while their feature is on), the chosen entry highlighted, a close
  button and the chosen page, team overview by default. It has an address of its own,
  `?agent=<page>`: a deep link opens the page, a reload keeps it, every page chosen is a history
  entry. Only agents (types 1, 2, 41, 42) may use it: a visitor logs in first, a trial account is
  asked for a real one, other members are told it is for agents.

  Scenario: An agent opens it from the account menu; a feature turned off hides its entry
    Given "agent01" has logged in elsewhere with password "pass1234"
    And the agent feature "hourly salary" is off
    When I open the portal with that token at "/"
    And I open the account menu
    And I choose "Agent centre" in the account menu
    Then the agent centre shows "Team overview"
    And the agent centre lists the entries "Announcement, Team overview, Account registration centre, Team management, Team betting, User profit and loss, My income, Transaction details, Dividend, Daily salary, Real-time salary"
    And the agent centre highlights "Team overview" only
    And the address bar shows "/?agent=agentTeamOverview"

  Scenario: A deep link opens its page, each page chosen is a history entry, a reload keeps it
    Given "agent01" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?agent=agentRealtimeSalary"
    Then the agent centre shows "Real-time salary"
    When I choose "Announcement" in the agent centre
    Then the agent centre shows "Announcement"
    And the address bar shows "/?agent=agentAnnouncement"
    When I go back in the browser
    Then the agent centre shows "Real-time salary"
    When I reload the page
    Then the agent centre shows "Real-time salary"
    And the agent centre highlights "Real-time salary" only
    When I close the agent centre
    Then the agent centre is closed
    And the address bar shows "/"

  Scenario: A member who is not an agent is told so and the centre stays closed
    Given "player1" has logged in elsewhere with password "pass1234"
    When I open the portal with that token at "/?agent=agentTeamOverview"
    Then the shell shows the message box "The agent centre is for agents only. Contact customer service to become an agent."
    And the agent centre is not shown
    And the address bar shows "/"

  Scenario: A trial account is asked for a real account
    Given a trial account has started free play elsewhere
    When I open the portal with that token at "/?agent=agentAnnouncement"
    Then the shell shows the message box "This needs a real account. Please register or log in with your own account."
    And the agent centre is not shown
    And the address bar shows "/"

  Scenario: A visitor's deep link asks for the login first, then opens the page
    When I open the portal at "/?agent=registerCenter"
    Then the login popup is open
    And the agent centre is not shown
    When I log in as "agent01" with password "pass1234"
    Then the agent centre shows "Account registration centre"
    And the address bar shows "/?agent=registerCenter"

@spec1-4 @spec1-8 @spec2-8
Feature: Login errors
  A failed login shows the server's message in the form (an alert) and keeps what was typed:
  the anti-bot challenge refused by the server, a dropped connection, and the authentication
  messages of the catalogue.

  Scenario: The server refuses the anti-bot challenge
    Given the login server rejects the anti-bot challenge
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "player1" with password "pass1234"
    Then the login popup shows the alert "Please complete verification first"
    And the login username field holds "player1"

  Scenario: A dropped connection
    Given the call "login" drops the connection
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "player1" with password "pass1234"
    Then the login popup shows the alert "Network link is abnormal, please try again"
    And the session holds no token

  Scenario Outline: The server's message is shown: <message>
    Given the call "login" answers "<code>" with the message "<message>" once
    When I open the portal at "/"
    And I open the login popup from the header
    And I log in as "player1" with password "pass1234"
    Then the login popup shows the alert "<message>"
    And the login popup is open

    Examples:
      | code                 | message                                        |
      | too.many.requests    | Too many requests, try again after 5 minutes   |
      | verification.invalid | Invalid verification code                      |
      | verification.missing | Missing verification code                      |
      | verification.expired | Code expired, please send again                |
      | quota.insufficient   | Quota not sufficient, contact customer service |
      | operation.denied     | Operation not allowed                          |
      | system.error         | Unknown error                                  |
      | not.found            | Username/Email does not exist                  |

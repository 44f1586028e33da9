@spec1-7 @spec1-2.6 @spec2-8
Feature: Customer service opens where the platform says now
  Every customer-service button asks the customer-service link call (type '3', its path
  decrypted on the client) when it is pressed: the operator may have moved the chat since the
  portal started. When that call fails, the address of the start-up's status answer is used.

  Scenario: The link call's current address is opened
    Given the system is under maintenance
    When I open the portal at "/"
    And the operator moves live chat to "/__mock/pages/chat?service=moved"
    And I press "Contact Us"
    Then a customer-service window opens on the "moved" service sized 440x750

  Scenario: A failed link call opens the start-up's address
    Given the system is under maintenance
    And the call "customerServiceLink" answers "#727" with the message "System busy"
    When I open the portal at "/"
    And I press "Contact Us"
    Then a customer-service window opens on the "live" service sized 440x750

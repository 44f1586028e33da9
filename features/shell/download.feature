@spec2-2 @spec2-9
Feature: App download page
  /down shows the Android and iOS QR codes (size 200, margin 20, error correction M) with direct
  links, and the install guides for Android, iOS and the lite version.

  Scenario: QR codes for Android and iOS
    When I open the portal at "/down"
    Then the page shows the "App download" section
    And the download page shows the QR code "Android download QR code" sized 200 px with a 20 px margin
    And the download page shows the QR code "iOS download QR code" sized 200 px with a 20 px margin
    And the download page links "Download for Android" to "https://download.example.com/portal.apk"
    And the download page links "Download for iOS" to "https://download.example.com/portal.mobileconfig"

  Scenario Outline: The <guide> install guide
    When I open the portal at "/down"
    Then the download page has the install guide "<guide>" with the steps "<steps>"

    Examples:
      | guide        | steps                                                                                                                                                   |
      | Android      | Open this site in your phone's browser and tap the browser menu. \| Tap Add to Home Screen. \| Tap Add. The icon appears on your home screen.           |
      | iOS          | Open this site in Safari and tap Share. \| Tap Add to Home Screen. \| Tap Add. The icon appears on your home screen.                                   |
      | Lite version | Scan a code above, or type this site's address in your phone's browser. \| Log in and play right away: the lite version needs no download. \| Keep it on your home screen with the Android or iOS steps. |

  Scenario: No QR codes when the site offers no app
    Given the site offers no resources
    When I open the portal at "/down"
    Then the page shows the "App download" section
    And I see the text "The app is not available for download yet."

  Scenario: Installing the app where the browser offers it
    When I open the portal at "/down"
    And the browser offers to install the portal and I will "accept" its dialog
    Then the download page offers to install the app
    When I install the app from the download page
    Then the browser's install dialog was shown once
    And the download page says "The app is installed on this device." with no install button

  Scenario: On an iPhone the download page shows Safari's Add to Home Screen
    Given I use Safari on an iPhone
    When I open the portal at "/down"
    Then the download page says "On iPhone and iPad, install it from Safari: tap Share, then Add to Home Screen." with no install button

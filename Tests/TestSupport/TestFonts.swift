import Foundation

/// Font files for tests: League Spartan (OFL 1.1, from Debian's fonts-league-spartan, its
/// licence beside it in Tests/TestSupport/Fonts) in Regular and Bold, read from the checkout.
public enum TestFonts {
    /// Tests/TestSupport/Fonts.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fonts")
    /// LeagueSpartan-Regular.otf (family "League Spartan", weight 400).
    public static let leagueSpartanRegular = folder.appendingPathComponent("LeagueSpartan-Regular.otf")
    /// LeagueSpartan-Bold.otf (family "League Spartan", weight 700).
    public static let leagueSpartanBold = folder.appendingPathComponent("LeagueSpartan-Bold.otf")
    /// Inter's variable font (roman, `wght` 100...900) from Debian's fonts-inter-variable, if installed.
    public static let interVariable = URL(fileURLWithPath: "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf")
}

import Foundation

/// The fontconfig XML loaded into our own `FcConfig` (never the machine's /etc/fonts).
enum FontconfigRecipe {
    static func xml(cacheDirectory: String) -> String {
        """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <cachedir>\(escaped(cacheDirectory))</cachedir>
          <!-- Noto Color Emoji is a bitmap (CBDT) font with one strike: scale it to the requested
               pixel size, or emoji draw at the strike size whatever the font size. -->
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
          <!-- Pango asks for family "emoji" for emoji runs; without this alias, characters that
               DejaVu Sans also covers (U+1F600) would draw in monochrome. -->
          <alias binding="same"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
          <!-- Every request ends with WenQuanYi Micro Hei, strongly bound: characters the asked-for
               families lack (Han, kana, Hangul) fall back to it before any unnamed font, so Noto
               Sans CJK draws only text whose language names its face (TextLanguage.cjkFamily). -->
          <match target="pattern">
            <edit name="family" mode="append_last" binding="strong"><string>WenQuanYi Micro Hei</string></edit>
          </match>
        </fontconfig>
        """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}

internal import CICUShim

/// The versions of ICU and of the data it carries, as the running process loaded them.
public enum ICUInfo {
    /// The ICU library's version, such as "72.1".
    public static var icuVersion: String {
        (try? ShimText.read(operation: "u_getVersion") { out, capacity, _ in
            ssicu_icu_version(out, capacity)
        }) ?? ""
    }

    /// The ICU library's major version, such as 72: ICU's output (and so what the tests write
    /// out) can change between major versions, as CLDR's data does.
    public static var icuMajorVersion: Int? {
        Int(icuVersion.split(separator: ".").first ?? "")
    }

    /// The version of the CLDR locale data, such as "42.0".
    public static var cldrVersion: String {
        (try? ShimText.read(operation: "ulocdata_getCLDRVersion") { out, capacity, status in
            ssicu_cldr_version(out, capacity, status)
        }) ?? ""
    }

    /// The version of the Unicode character data, such as "15.0".
    public static var unicodeVersion: String {
        (try? ShimText.read(operation: "u_getUnicodeVersion") { out, capacity, _ in
            ssicu_unicode_version(out, capacity)
        }) ?? ""
    }
}

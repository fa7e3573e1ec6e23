import SceneryKit

/// A message's date as its list shows it in each language's own order and words: `Nov 20` in
/// English, `20 nov.` in French, `11월 20일` in Korean, `11月20日` in Japanese. Written out, not
/// asked of the system's locale data, so that every machine draws the same frame. Times
/// (`08:26`) read the same in all four.
enum MailDate {
    private static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let frenchMonths = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."]

    /// `date` as written by MailData (`Nov 20` or `08:26`) in `language`.
    static func localized(_ date: String, language: AppLanguage) -> String {
        let parts = date.split(separator: " ")
        guard parts.count == 2, let m = englishMonths.firstIndex(of: String(parts[0])), let day = Int(parts[1]) else { return date }
        switch language {
        case .french: return "\(day) \(frenchMonths[m])"
        case .korean: return "\(m + 1)월 \(day)일"
        case .japanese: return "\(m + 1)月\(day)日"
        default: return date
        }
    }
}

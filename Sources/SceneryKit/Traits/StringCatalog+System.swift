/// The words UIKit itself draws — a back button's `Back` when the previous title does not fit, a
/// sheet's `Done`, a More tab — in the languages the demos ship: as iOS localizes its own
/// controls, an app's catalog need not hold them (one that does wins).
extension StringCatalog {
    /// UIKit's own words in French, Korean and Japanese.
    public static let system = StringCatalog(strings: [
        "Back": ["fr": "Retour", "ko": "뒤로", "ja": "戻る"],
        "Done": ["fr": "OK", "ko": "완료", "ja": "完了"],
        "Cancel": ["fr": "Annuler", "ko": "취소", "ja": "キャンセル"],
        "Edit": ["fr": "Modifier", "ko": "편집", "ja": "編集"],
        "More": ["fr": "Plus", "ko": "더 보기", "ja": "その他"],
        "Search": ["fr": "Rechercher", "ko": "검색", "ja": "検索"],
        "OK": ["ko": "확인"],
    ])
}

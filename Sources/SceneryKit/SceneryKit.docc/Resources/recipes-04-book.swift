import SceneryKit

/// A recipe: a name, what goes in, and what to do.
public struct Recipe: Sendable {
    public let name: String
    public let ingredients: [String]
    public let method: String
}

/// The recipes the app shows.
public enum RecipeBook {
    public static let recipes = [
        Recipe(name: "Pancakes", ingredients: ["200 g flour", "2 eggs", "300 ml milk", "a pinch of salt"],
               method: "Whisk everything smooth, rest ten minutes, then fry thin in a hot buttered pan."),
        Recipe(name: "Tomato soup", ingredients: ["1 kg tomatoes", "1 onion", "2 cloves of garlic", "500 ml stock"],
               method: "Soften the onion and garlic, add tomatoes and stock, simmer twenty minutes, blend."),
        Recipe(name: "Flatbread", ingredients: ["250 g flour", "150 ml water", "1 tbsp oil", "salt"],
               method: "Knead to a soft dough, rest, roll thin and cook in a dry pan until blistered."),
    ]
}

/// The recipe list beside the chosen recipe, in a double-column split view. It collapses to a
/// navigation stack when the window is compact, and expands again as it widens.
public final class RecipesViewController: SplitViewController, SplitViewControllerDelegate {
    public let list = ListViewController(title: "Recipes")
    public let detail = TextViewController(title: "Recipe", placeholder: "No Recipe Selected")
    public private(set) var chosen = 0
    /// Whether the person opened a recipe: collapsing then keeps it on top, else the list.
    public private(set) var hasOpenedRecipe = false

    public init() {
        super.init(style: .doubleColumn, title: "Recipes")
        setViewController(list, for: .primary)
        setViewController(detail, for: .secondary)
        list.showsDisclosureIndicatorsWhenCollapsed = true
        list.items = RecipeBook.recipes.map { ListItem($0.name) }
        list.onChoose = { [unowned self] index in
            self.show(recipe: index)
            self.hasOpenedRecipe = true
            self.show(.secondary)
        }
        delegate = self
        show(recipe: 0)
        focus(.primary)
    }

    /// Collapsed, the list comes first until a recipe was opened (UIKit proposes the secondary).
    public func splitViewController(_ svc: SplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: Column) -> Column {
        hasOpenedRecipe ? proposedTopColumn : .primary
    }

    /// Shows one recipe in the secondary column.
    public func show(recipe index: Int) {
        guard RecipeBook.recipes.indices.contains(index) else { return }
        chosen = index
        list.select(index)
        let recipe = RecipeBook.recipes[index]
        detail.title = recipe.name
        detail.header = [("Serves:", "4")]
        detail.body = recipe.ingredients.map { "• " + $0 }.joined(separator: "\n") + "\n\n" + recipe.method
    }
}

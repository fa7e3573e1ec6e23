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

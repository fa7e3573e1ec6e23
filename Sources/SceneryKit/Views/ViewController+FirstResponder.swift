/// The first responder, as UIKit's: the control that gets the keys. A controller that can take
/// them says so (`canBecomeFirstResponder`: text fields, text views, buttons, segmented
/// controls); `becomeFirstResponder()` makes it the focused child of every container up to the
/// window's root (a stack's `focusedSubview`, a split view's column), so the key chain runs
/// through it. A click on such a control in a `StackView` makes it first responder, and Tab and
/// Shift-Tab move through a form's controls in the view tree's order (`StackView.focusOrder`).
extension ViewController {
    /// Whether the keys reach this controller now: every container above it has it focused.
    public var isFirstResponder: Bool {
        guard canBecomeFirstResponder else { return false }
        var child = self
        while let parent = child.parent {
            guard parent.keyFocusedChild === child else { return false }
            child = parent
        }
        return true
    }

    /// Makes this controller the one that gets the keys; false when it cannot take them.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        var child = self
        while let parent = child.parent {
            parent.focusChild(child)
            child = parent
        }
        return true
    }

    /// Gives the keys up: the nearest form (`StackView`) above it focuses nothing.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return false }
        var child = self
        while let parent = child.parent {
            if let stack = parent as? StackView, stack.focusedSubview === child {
                stack.focusedSubview = nil
                return true
            }
            child = parent
        }
        return true
    }

    /// The nearest form above this controller: the outermost `StackView` of the run of stacks
    /// that holds it (a footer row inside a form column is part of the form).
    var enclosingForm: StackView? {
        var form: StackView?
        var vc = parent
        while let p = vc {
            if let stack = p as? StackView { form = stack } else if form != nil { break }
            vc = p.parent
        }
        return form
    }
}

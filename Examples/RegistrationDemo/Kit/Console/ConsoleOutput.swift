/// Writes the console's text to a sink, and knows when a prompt is waiting for input so that a screen change that
/// happens meanwhile (the welcome timer) starts on a fresh line.
@MainActor
public final class ConsoleOutput {
    private let sink: @MainActor (String) -> Void
    private var isAtPrompt = false
    /// The prompt waiting for input.
    private var currentPrompt: String?
    /// The prompt that text written meanwhile pushed up; repeated before the echoed answer.
    private var interruptedPrompt: String?

    /// Creates an output.
    /// - Parameter sink: Receives text exactly as it should appear, newlines included.
    public init(_ sink: @escaping @MainActor (String) -> Void) {
        self.sink = sink
    }

    /// Writes a full line.
    /// - Parameter line: The text, without a newline.
    public func line(_ line: String = "") {
        if isAtPrompt {
            sink("\n")
            isAtPrompt = false
            interruptedPrompt = currentPrompt
        }
        sink(line + "\n")
    }

    /// Writes a prompt and leaves the cursor after it.
    /// - Parameter text: The prompt, such as `"> "`.
    public func prompt(_ text: String) {
        if isAtPrompt { sink("\n") }
        sink(text)
        isAtPrompt = true
        currentPrompt = text
        interruptedPrompt = nil
    }

    /// Ends the prompt line: with `echo` when the input did not come from a terminal (so the transcript shows it),
    /// with nothing when the terminal already echoed the user's typing and newline.
    /// - Parameter echo: The text to show after the prompt, or `nil` when the terminal echoed it.
    public func endPrompt(echo: String?) {
        defer {
            isAtPrompt = false
            currentPrompt = nil
            interruptedPrompt = nil
        }
        guard let echo else { return }
        if isAtPrompt {
            sink(echo + "\n")
        } else if let interruptedPrompt {
            // The screen changed while waiting (the welcome timer): show the answer under the new screen.
            sink(interruptedPrompt + echo + "\n")
        }
    }

    /// Writes text with no newline, e.g. progress dots.
    /// - Parameter text: The text.
    public func raw(_ text: String) {
        sink(text)
    }
}

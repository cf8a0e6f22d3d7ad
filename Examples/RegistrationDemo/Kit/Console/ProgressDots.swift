/// A live progress indicator for a terminal: a dot every quarter second until stopped. Never used for scripted
/// input, whose transcript must not depend on timing.
@MainActor
final class ProgressDots {
    private var task: Task<Void, Never>?
    private let output: ConsoleOutput
    private var printed = false

    init(output: ConsoleOutput) {
        self.output = output
        task = Task { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                guard !Task.isCancelled, let self else { return }
                self.output.raw(".")
                self.printed = true
            }
        }
    }

    func stop() {
        task?.cancel()
        task = nil
        if printed { output.raw("\n") }
    }
}

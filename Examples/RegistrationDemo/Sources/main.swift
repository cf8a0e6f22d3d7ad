import Foundation
import RegistrationDemoKit

// The executable only wires the process to the demo's logic in RegistrationDemoKit: arguments, standard input
// and output, exit status.

let options: DemoOptions
do {
    options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n\n\(DemoOptions.usage)\n".utf8))
    exit(2)
}
if options.showsHelp {
    print(DemoOptions.usage)
    exit(0)
}

let isInteractive = isatty(STDIN_FILENO) == 1
let output = ConsoleOutput { text in
    FileHandle.standardOutput.write(Data(text.utf8))
}
do {
    let outcome = try await RegistrationDemo.run(
        options: options, input: StandardInputLines(), output: output, isInteractive: isInteractive,
        diagnostics: { line in FileHandle.standardError.write(Data("\(line)\n".utf8)) })
    switch outcome {
    case .reachedMain, .quit:
        exit(0)
    case .endOfInput:
        FileHandle.standardError.write(Data("input ended before the main screen\n".utf8))
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("error: could not start the embedded server: \(error)\n".utf8))
    exit(2)
}

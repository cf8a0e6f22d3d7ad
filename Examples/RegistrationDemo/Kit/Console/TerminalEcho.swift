#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the terminal's echo of typed characters off and on, for reading a password.
enum TerminalEcho {
    @MainActor
    static func set(_ enabled: Bool) {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return }
        if enabled {
            settings.c_lflag |= tcflag_t(ECHO)
        } else {
            settings.c_lflag &= ~tcflag_t(ECHO)
        }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Writes diagnostics to standard error without Foundation.
enum StandardError {
    static func write(_ line: String) {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        // `write(2)` on the descriptor rather than `fputs(stderr)`: the C `stderr` global is a mutable variable
        // that strict concurrency rightly refuses to touch.
        var bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Darwin)
                Darwin.write(2, buffer.baseAddress! + offset, buffer.count - offset)
                #elseif canImport(Glibc)
                Glibc.write(2, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                Musl.write(2, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written <= 0 { return }
            offset += written
        }
        #else
        print(line)
        #endif
    }
}

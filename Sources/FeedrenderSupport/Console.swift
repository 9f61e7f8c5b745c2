#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to standard output and error that never stops the program: a closed stream, a
/// reader that went away (EPIPE) or a full disk only loses the text, as the README promises
/// (a run still writes its files and exits with its usual status). Foundation's
/// `FileHandle.write(_:)` traps on such errors, which is why this exists.
package enum Console {
    /// Standard output or standard error.
    package enum Stream: Sendable {
        case output, error

        var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
    }

    /// Makes the standard streams safe before anything else runs: a closed descriptor 0, 1
    /// or 2 (`>&-`, as some CI runners and daemons start programs) is opened on /dev/null, so
    /// no file the program opens later can take its number and receive its messages; and
    /// SIGPIPE is ignored, so a reader that went away is an EPIPE to ignore, not a kill.
    package static func secureStandardStreams() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            // open() returns the lowest free number: the closed one.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened != descriptor && opened >= 0 { close(opened) }
        }
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` and a newline to `stream`, giving up silently if the stream is gone.
    package static func line(_ text: String, to stream: Stream = .output) {
        write(text + "\n", to: stream)
    }

    /// Writes `text` to `stream` as it is, giving up silently if the stream is gone.
    package static func write(_ text: String, to stream: Stream) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                systemWrite(stream.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

/// write(2), named apart from `Console.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

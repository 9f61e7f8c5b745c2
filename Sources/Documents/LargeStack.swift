import Foundation
import Synchronization

/// Runs deeply recursive work (parsing, building and laying out deeply nested documents)
/// on a thread with a large stack, and waits for it.
public enum LargeStack {
    /// 512 MiB of address space, reserved lazily by the OS: enough for 10,000-level documents.
    public static let defaultSize = 512 << 20

    public static func run<T: Sendable>(stackSize: Int = defaultSize, _ body: @escaping @Sendable () throws -> T) throws -> T {
        let outcome = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let result = Result { try body() }
            outcome.withLock { $0 = result }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return try outcome.withLock { $0! }.get()
    }
}

import Foundation
import Hummingbird
import HummingbirdWebSocket

/// The compare view's routes (each with `doc`, `generation` and optional `variant`, naming
/// the render shown in the page):
/// - `/compare?...&against=reference|previous`: a `PreviewComparison` (JSON);
/// - `/baseline/N.png?...&against=...`: the reference (or previous render's) image N;
/// - `/diff/N.png?...&against=...`: ImageDiff's review image of render image N against it;
/// - POST `/accept?...`: writes the render's images as the references (refused on CI, and
///   for any render but the current one: 409).
enum PreviewCompareRoutes {
    static func add(to router: Router<PreviewRequestContext>, sessions: PreviewSessions) {
        router.get("/compare") { request, _ -> Response in
            let shown = try self.shown(request, sessions: sessions)
            let query = shown.query + "&against=\(shown.against.rawValue)"
            let images = shown.images.enumerated().map { index, image -> PreviewComparison.Image in
                let actual = "/images/\(index).png?" + shown.query
                guard let baseline = baseline(of: index, shown, sessions: sessions) else {
                    let missing = shown.against == .previous ? "no previous render"
                        : "no reference (accept to write \(referenceName(image, shown, sessions)))"
                    return .init(actual: actual, reference: nil, diff: nil, verdict: "missing", summary: missing)
                }
                let (verdict, summary) = PreviewComparison.verdict(reference: baseline, actual: image.png)
                return .init(actual: actual, reference: "/baseline/\(index).png?" + query,
                             diff: "/diff/\(index).png?" + query, verdict: verdict, summary: summary)
            }
            let comparison = PreviewComparison(
                against: shown.against, generation: shown.generation, images: images,
                referenceFolder: shown.against == .reference ? referenceName(nil, shown, sessions) : nil,
                acceptRefusal: sessions.references.acceptRefusal)
            return PreviewRoutes.response(comparison.json, type: "application/json")
        }
        router.get("/baseline/:file") { request, context -> Response in
            let shown = try self.shown(request, sessions: sessions)
            guard let index = imageIndex(context), let baseline = baseline(of: index, shown, sessions: sessions) else {
                throw HTTPError(.notFound, message: "no such reference")
            }
            return png(baseline)
        }
        router.get("/diff/:file") { request, context -> Response in
            let shown = try self.shown(request, sessions: sessions)
            guard let index = imageIndex(context), shown.images.indices.contains(index),
                  let baseline = baseline(of: index, shown, sessions: sessions) else {
                throw HTTPError(.notFound, message: "no such reference")
            }
            do {
                return png(try PreviewComparison.diffPNG(reference: baseline, actual: shown.images[index].png))
            } catch {
                throw HTTPError(.unprocessableContent, message: "\(error)")
            }
        }
        router.post("/accept") { request, _ -> Response in
            let shown = try self.shown(request, sessions: sessions)
            guard shown.isCurrent else {
                throw HTTPError(.conflict, message: "render \(shown.generation) is no longer the current one; reload")
            }
            do {
                let written = try sessions.references.accept(shown.images, document: shown.session.documentPath,
                                                             variant: shown.session.variant)
                let json = try JSONEncoder().encode(["written": written])
                return PreviewRoutes.response(String(decoding: json, as: UTF8.self), type: "application/json")
            } catch let refusal as PreviewReferences.Refusal {
                throw HTTPError(.forbidden, message: refusal.description)
            } catch {
                throw HTTPError(.internalServerError, message: "cannot write the reference: \(error)")
            }
        }
    }

    /// The render a request names, its images and what it is compared with.
    private struct Shown {
        var session: PreviewSession
        var generation: Int
        var images: [PreviewImage]
        var before: [PreviewImage]?
        var isCurrent: Bool
        var against: PreviewComparison.Baseline
        /// `doc=...&generation=...[&variant=...]`, as image URLs carry it.
        var query: String
    }

    private static func shown(_ request: Request, sessions: PreviewSessions) throws -> Shown {
        let session = try PreviewRoutes.refusingBadPaths { try PreviewRoutes.requestedSession(request, in: sessions) }
        let parameters = request.uri.queryParameters
        guard let generation = parameters["generation"].flatMap({ Int($0) }),
              let renders = session.renders(generation: generation) else {
            throw HTTPError(.notFound, message: "no such render (a newer render replaced it)")
        }
        let againstText = parameters["against"].map(String.init) ?? "reference"
        guard let against = PreviewComparison.Baseline(rawValue: againstText) else {
            throw HTTPError(.badRequest, message: "against must be reference or previous")
        }
        let query = "doc=\(PreviewRoutes.queryEscaped(session.documentPath))&generation=\(generation)"
            + (session.variant.map { "&variant=\(PreviewRoutes.queryEscaped($0))" } ?? "")
        return Shown(session: session, generation: generation, images: renders.shown, before: renders.before,
                     isCurrent: session.isCurrent(generation),
                     against: against, query: query)
    }

    /// The bytes image `index` of the shown render is compared with.
    private static func baseline(of index: Int, _ shown: Shown, sessions: PreviewSessions) -> Data? {
        guard shown.images.indices.contains(index) else { return nil }
        switch shown.against {
        case .previous:
            guard let before = shown.before, before.indices.contains(index) else { return nil }
            return before[index].png
        case .reference:
            return sessions.references.read(document: shown.session.documentPath, variant: shown.session.variant,
                                            image: shown.images[index].file.name)
        }
    }

    /// Where the reference of `image` (nil: the document's references folder) is, relative to
    /// the references' parent folder.
    private static func referenceName(_ image: PreviewImage?, _ shown: Shown, _ sessions: PreviewSessions) -> String {
        let references = sessions.references
        let url = references.url(document: shown.session.documentPath, variant: shown.session.variant,
                                 image: image?.file.name ?? "x")
        guard let url else { return references.root.lastPathComponent }
        let path = image == nil ? url.deletingLastPathComponent().path : url.path
        return references.root.lastPathComponent + String(path.dropFirst(references.root.path.count))
    }

    private static func imageIndex(_ context: PreviewRequestContext) -> Int? {
        guard let file = context.parameters.get("file"), file.hasSuffix(".png") else { return nil }
        return Int(file.dropLast(4))
    }

    private static func png(_ data: Data) -> Response {
        Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}

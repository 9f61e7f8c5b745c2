#!/usr/bin/env python3
"""Loopback HTTP server for the tests (TestSupport's LoopbackServer) and `feedrender bench images`.

Usage: server.py DOCROOT [--tls CERT KEY]. Binds 127.0.0.1:0, prints the port on the first line, and exits when
stdin closes (so a crashed test never leaves it behind). Serves DOCROOT under /files/<name>,
shaped by query parameters, and counts every request for /stats.

  /files/<name>?maxage=N&nostore=1&etag=1&lastmod=1   caching headers (304 on a matching validator)
               &delay=MS      wait before answering (makes concurrency visible)
               &failfirst=N   the first N requests for this exact URL get 500
               &chunked=1     chunked transfer encoding
               &truncate=1    declare the full length, send half, close
               &stall=MS      send headers, then wait MS before the body
  /status/<code>        empty response with that status
  /loop/<n>             302 to /loop/<n+1>, forever
  /redirect?to=<path>   302 to <path>
  /huge.png             a PNG header declaring 100000 x 100000 pixels
  any other path        DOCROOT/routes/<hex of the UTF-8 path and query> with its Content-Type in
                        <same>.type, when the test put them there; else 404
  /stats                {"counts": {url: n}, "requests": [url, ... in arrival order], "total",
                         "maxInFlight", "conditional", "notModified"}
  /reset                zero the statistics
"""
import email.utils
import hashlib
import json
import os
import struct
import sys
import threading
import time
import urllib.parse
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

DOCROOT = sys.argv[1]
LAST_MODIFIED = email.utils.formatdate(1_700_000_000, usegmt=True)
TYPES = {".jpg": "image/jpeg", ".png": "image/png", ".webp": "image/webp", ".json": "application/json"}

lock = threading.Lock()
stats = {"counts": {}, "requests": [], "total": 0, "inFlight": 0, "maxInFlight": 0, "conditional": 0, "notModified": 0}


def huge_png():
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    ihdr = struct.pack(">IIBBBBB", 100000, 100000, 8, 6, 0, 0, 0)
    idat = zlib.compress(b"\x00" * 64)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_GET(self):
        url = urllib.parse.urlsplit(self.path)
        if url.path == "/stats":
            with lock:
                body = json.dumps({k: v for k, v in stats.items() if k != "inFlight"}).encode()
            return self.reply(200, body, "application/json")
        if url.path == "/reset":
            with lock:
                stats.update(counts={}, requests=[], total=0, maxInFlight=0, conditional=0, notModified=0)
            return self.reply(200, b"{}", "application/json")
        with lock:
            stats["counts"][self.path] = stats["counts"].get(self.path, 0) + 1
            stats["requests"].append(self.path)
            stats["total"] += 1
            stats["inFlight"] += 1
            stats["maxInFlight"] = max(stats["maxInFlight"], stats["inFlight"])
            count = stats["counts"][self.path]
            if self.headers.get("If-None-Match") or self.headers.get("If-Modified-Since"):
                stats["conditional"] += 1
        try:
            self.route(url, urllib.parse.parse_qs(url.query), count)
        except (BrokenPipeError, ConnectionResetError):
            pass
        finally:
            with lock:
                stats["inFlight"] -= 1

    def route(self, url, query, count):
        param = lambda name, default=None: query.get(name, [default])[0]
        if url.path.startswith("/status/"):
            return self.reply(int(url.path.split("/")[2]), b"", "text/plain")
        if url.path.startswith("/loop/"):
            n = int(url.path.split("/")[2])
            return self.reply(302, b"", "text/plain", {"Location": f"/loop/{n + 1}"})
        if url.path == "/redirect":
            return self.reply(302, b"", "text/plain", {"Location": param("to")})
        if url.path == "/huge.png":
            return self.reply(200, huge_png(), "image/png")
        if not url.path.startswith("/files/"):
            return self.routed()

        if param("delay"):
            time.sleep(int(param("delay")) / 1000)
        if count <= int(param("failfirst", "0")):
            return self.reply(500, b"try again", "text/plain")
        name = os.path.basename(url.path)
        try:
            with open(os.path.join(DOCROOT, name), "rb") as f:
                body = f.read()
        except OSError:
            return self.reply(404, b"not found", "text/plain")
        headers = {}
        if param("maxage"):
            headers["Cache-Control"] = f"max-age={param('maxage')}"
        if param("nostore"):
            headers["Cache-Control"] = "no-store"
        if param("etag"):
            headers["ETag"] = '"' + hashlib.sha1(body).hexdigest() + '"'
            if self.headers.get("If-None-Match") == headers["ETag"]:
                return self.not_modified(headers)
        if param("lastmod"):
            headers["Last-Modified"] = LAST_MODIFIED
            if self.headers.get("If-Modified-Since") == LAST_MODIFIED:
                return self.not_modified(headers)
        content_type = TYPES.get(os.path.splitext(name)[1], "application/octet-stream")
        if param("truncate"):
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            return
        if param("stall"):
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.flush()
            time.sleep(int(param("stall")) / 1000)
            self.wfile.write(body)
            return
        if param("chunked"):
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Transfer-Encoding", "chunked")
            for key, value in headers.items():
                self.send_header(key, value)
            self.end_headers()
            for start in range(0, len(body), 16384):
                piece = body[start:start + 16384]
                self.wfile.write(b"%x\r\n" % len(piece) + piece + b"\r\n")
            self.wfile.write(b"0\r\n\r\n")
            return
        self.reply(200, body, content_type, headers)

    def routed(self):
        route = os.path.join(DOCROOT, "routes", self.path.encode().hex())
        try:
            with open(route, "rb") as f:
                body = f.read()
            with open(route + ".type") as f:
                content_type = f.read()
        except OSError:
            return self.reply(404, b"no such route", "text/plain")
        self.reply(200, body, content_type)

    def not_modified(self, headers):
        with lock:
            stats["notModified"] += 1
        self.reply(304, b"", None, headers)

    def reply(self, status, body, content_type, headers=None):
        self.send_response(status)
        if content_type:
            self.send_header("Content-Type", content_type)
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 512


def exit_when_stdin_closes():
    while sys.stdin.buffer.read(4096):
        pass
    os._exit(0)


if __name__ == "__main__":
    server = Server(("127.0.0.1", 0), Handler)
    if "--tls" in sys.argv:
        import ssl
        cert, key = sys.argv[sys.argv.index("--tls") + 1:][:2]
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    print(server.server_address[1], flush=True)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server.serve_forever()

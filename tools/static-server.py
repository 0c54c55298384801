#!/usr/bin/env python3
"""A static file server for the playground: serve DIR PORT on 127.0.0.1.
Port 0 picks a free port; the line 'serving http://127.0.0.1:N/' says which
(tests/web/playground.mjs reads it). .wasm and .mjs get their MIME types."""
import functools
import http.server
import sys


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript"}

    def log_message(self, *args):  # quiet: the test's output is about the page
        pass


def main():
    root, port = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 8021
    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=root))
    print(f"serving http://127.0.0.1:{server.server_address[1]}/", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()

"""A pingback receiver: the service POSTs `id` and `code` (the answer) here when a task is solved.

Run: python3 pingback.py, then pass PINGBACK_URL=http://your-host:8000/ to solve.py.
"""
import os
import urllib.parse
from http.server import BaseHTTPRequestHandler, HTTPServer


class Pingback(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0))).decode()
        fields = urllib.parse.parse_qs(body)
        print(f"pingback {fields['id'][0]}: {fields['code'][0]}", flush=True)
        self.send_response(200)
        self.end_headers()
        self.wfile.write(b"OK")


port = int(os.environ.get("PORT", "8000"))
print(f"listening on {port}", flush=True)
HTTPServer(("", port), Pingback).serve_forever()

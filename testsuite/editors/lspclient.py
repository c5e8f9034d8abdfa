# SPDX-License-Identifier: GPL-2.0-or-later
"""A bare JSON-RPC client for spdx-lsp over pipes, for the tests that need
what no editor does on purpose (another position encoding, compilers that
die, hang or babble): every message the server sends is kept."""
import json
import os
import queue
import subprocess
import threading
import time


class Client:
    """The server process and what it said: notifications in order,
    responses by id.  Requests from the server are answered with null."""

    def __init__(self, argv, stderr_path, cwd=None):
        self.err = open(stderr_path, 'ab')
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.err, cwd=cwd)
        self.inbox = queue.Queue()
        self.notes = []
        self.responses = {}
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        """Frames from the server's stdout, until it closes."""
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.inbox.put(None)
                    return
                if line in (b'\r\n', b'\n'):
                    break
                if line.lower().startswith(b'content-length:'):
                    length = int(line.split(b':')[1])
            self.inbox.put(json.loads(out.read(length)))

    def send(self, msg):
        """One message, framed."""
        body = json.dumps(dict(msg, jsonrpc='2.0')).encode()
        self.proc.stdin.write(b'Content-Length: %d\r\n\r\n' % len(body) + body)
        self.proc.stdin.flush()

    def pump(self, timeout):
        """Take what arrived within TIMEOUT seconds; False once closed."""
        try:
            msg = self.inbox.get(timeout=max(timeout, 0))
        except queue.Empty:
            return True
        if msg is None:
            return False
        if 'id' in msg and 'method' in msg:
            self.send({'id': msg['id'], 'result': None})
        elif 'id' in msg:
            self.responses[msg['id']] = msg
        else:
            self.notes.append(msg)
        return True

    def request(self, method, params, timeout=10):
        """The response to one request (None on timeout or a closed pipe)."""
        self.next_id += 1
        rid = self.next_id
        self.send({'id': rid, 'method': method, 'params': params})
        end = time.monotonic() + timeout
        while rid not in self.responses and time.monotonic() < end:
            if not self.pump(end - time.monotonic()):
                break
        return self.responses.pop(rid, None)

    def notify(self, method, params):
        """One notification: no answer to wait for."""
        self.send({'method': method, 'params': params})

    def wait(self, pred, timeout=10, since=None):
        """The first notification from now on (or from index SINCE of the
        notes) for which PRED holds, or None."""
        start = len(self.notes) if since is None else since
        end = time.monotonic() + timeout
        while True:
            for msg in self.notes[start:]:
                if pred(msg):
                    return msg
            start = len(self.notes)
            if time.monotonic() >= end or not self.pump(min(0.2, end - time.monotonic())):
                return None

    def diagnostics(self, uri, timeout=10, since=None):
        """The next publishDiagnostics for URI: its list, or None."""
        msg = self.wait(lambda m: m.get('method') == 'textDocument/publishDiagnostics'
                        and m['params']['uri'] == uri, timeout, since)
        return None if msg is None else msg['params']['diagnostics']

    def initialize(self, root, capabilities=None, options=None):
        """initialize and initialized; the result."""
        res = self.request('initialize', {
            'processId': os.getpid(), 'rootUri': 'file://' + root,
            'capabilities': capabilities or {}, 'initializationOptions': options})
        self.notify('initialized', {})
        return res and res.get('result')

    def open(self, path):
        """didOpen with the file's text."""
        with open(path, encoding='utf-8', errors='replace') as f:
            text = f.read()
        self.notify('textDocument/didOpen', {'textDocument': {
            'uri': 'file://' + path, 'languageId': 'c', 'version': 1, 'text': text}})

    def close_and_exit(self, timeout=10):
        """shutdown, exit; the exit status (None if it did not exit)."""
        answered = self.request('shutdown', None, timeout) is not None
        self.notify('exit', None)
        try:
            rc = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            rc = None
        self.err.close()
        return rc if answered else None
